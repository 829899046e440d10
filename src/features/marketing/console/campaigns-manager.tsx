'use client';

import { Plus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { campaignSchema } from '@/features/marketing/schemas/campaign';
import type { AdminCampaign } from '@/features/marketing/server/campaign-queries';
import {
  deleteCampaignEntry,
  saveCampaignEntry,
  scheduleCampaign,
  sendCampaignTest,
  unscheduleCampaign,
} from '@/server/browser-actions';
import { EntityDialog, useEntityTexts } from '@/components/admin/entity-dialog';
import { ChoiceGroup, NumberField, SelectField, TextField } from '@/components/ui/form-fields';
import { DataTable } from '@/components/admin/list-controls';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RowActions, DeleteButton } from '@/components/admin/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Td } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';
import { CampaignPreview } from './campaign-preview';
import { CampaignSend } from './campaign-send';

type Restaurant = { id: string; name: string };

function CampaignDialog({
  dialog,
  restaurants,
}: {
  dialog: ReturnType<typeof useEditDialog<AdminCampaign>>;
  restaurants: Restaurant[];
}) {
  const t = useTranslations('admin.campaigns.fields');
  const texts = useEntityTexts('admin.campaigns');
  const campaign = dialog.record;
  return (
    <EntityDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      recordId={campaign?.id ?? null}
      idPrefix="campaign"
      schema={campaignSchema}
      submit={saveCampaignEntry}
      texts={texts}
      wide
    >
      <TextField name="subjectEn" label={t('subjectEn')} value={campaign?.subjectEn} />
      <TextField name="subjectAr" label={t('subjectAr')} value={campaign?.subjectAr} arabic />
      <TextField
        name="bodyEn"
        label={t('bodyEn')}
        value={campaign?.bodyEn}
        hint={t('bodyHint')}
        multiline
      />
      <TextField name="bodyAr" label={t('bodyAr')} value={campaign?.bodyAr} arabic multiline />
      <SelectField
        name="audienceLanguage"
        label={t('audienceLanguage')}
        value={campaign?.audienceLanguage ?? 'all'}
      >
        <option value="all">{t('languageAll')}</option>
        <option value="en">{t('languageEn')}</option>
        <option value="ar">{t('languageAr')}</option>
      </SelectField>
      <div />
      <NumberField
        name="orderedWithinDays"
        label={t('orderedWithinDays')}
        value={campaign?.orderedWithinDays ?? undefined}
        hint={t('daysHint')}
        min={1}
      />
      <NumberField
        name="notOrderedForDays"
        label={t('notOrderedForDays')}
        value={campaign?.notOrderedForDays ?? undefined}
        hint={t('daysHint')}
        min={1}
      />
      <ChoiceGroup
        name="audienceLocationIds"
        idPrefix="campaign-location"
        legend={t('locations')}
        choices={restaurants.map((place) => ({ value: place.id, label: place.name }))}
        checked={campaign?.audienceLocationIds ?? []}
        className="sm:col-span-2"
      />
    </EntityDialog>
  );
}

const STATUS_BADGE = { draft: 'outline', scheduled: 'warning', sent: 'success' } as const;

/** Who a campaign goes to, as the list says it. */
function useAudienceText(restaurants: Restaurant[]) {
  const t = useTranslations('admin.campaigns');
  const names = new Map(restaurants.map((place) => [place.id, place.name]));
  return (campaign: AdminCampaign) => {
    const parts = [
      campaign.audienceLanguage === 'all' ? null : t(`audienceParts.${campaign.audienceLanguage}`),
      campaign.audienceLocationIds.length > 0
        ? t('audienceParts.at', {
            restaurants: campaign.audienceLocationIds.map((id) => names.get(id) ?? id).join(', '),
          })
        : null,
      campaign.orderedWithinDays
        ? t('audienceParts.within', { days: campaign.orderedWithinDays })
        : null,
      campaign.notOrderedForDays
        ? t('audienceParts.notFor', { days: campaign.notOrderedForDays })
        : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('audienceAll');
  };
}

/**
 * Campaigns: the list (status, when, who, and for a sent one what became of its messages) with a
 * draft's dialog, its preview, a test to oneself, and sending now or at a time. Owners and the
 * brand's managers.
 */
export function CampaignsManager({
  campaigns,
  restaurants,
}: {
  campaigns: AdminCampaign[];
  restaurants: Restaurant[];
}) {
  const t = useTranslations('admin');
  const format = useFormatter();
  const audience = useAudienceText(restaurants);
  const dialog = useEditDialog<AdminCampaign>();
  const [previewing, setPreviewing] = useState<AdminCampaign | null>(null);
  const [sending, setSending] = useState<AdminCampaign | null>(null);
  const { run, pendingId } = useAdminAction();
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });

  const remove = (campaign: AdminCampaign) => {
    if (!window.confirm(t('campaigns.confirmDelete'))) return;
    void run(campaign.id, () => deleteCampaignEntry({ id: campaign.id }), {
      success: t('campaigns.deleted'),
      failure: t('campaigns.deleteFailed'),
    });
  };
  const test = (campaign: AdminCampaign) =>
    void run(campaign.id, () => sendCampaignTest({ id: campaign.id }), {
      success: (data) => t('campaigns.testSent', { to: data.to }),
      failure: t('campaigns.testFailed'),
    });
  const unschedule = (campaign: AdminCampaign) =>
    void run(campaign.id, () => unscheduleCampaign({ id: campaign.id }), {
      success: t('campaigns.unscheduled'),
      failure: t('campaigns.sendFailed'),
    });

  return (
    <>
      <AdminPageHeader
        title={t('campaigns.title')}
        subtitle={t('campaigns.subtitle')}
        actions={
          <Button onClick={() => dialog.openWith(null)}>
            <Plus aria-hidden />
            {t('campaigns.add')}
          </Button>
        }
      />
      <DataTable
        columns={[
          t('campaigns.columns.subject'),
          t('campaigns.columns.status'),
          t('campaigns.columns.when'),
          t('campaigns.columns.audience'),
          t('campaigns.columns.figures'),
          t('common.actions'),
        ]}
        empty={t('campaigns.empty')}
        isEmpty={campaigns.length === 0}
      >
        {campaigns.map((campaign) => {
          const name = campaign.subjectEn || campaign.subjectAr || '—';
          const busy = pendingId === campaign.id;
          return (
            <tr key={campaign.id}>
              <Td className="font-medium">
                {campaign.subjectEn}
                {campaign.subjectAr ? (
                  <span lang="ar" dir="rtl" className="block text-sm text-stone-600">
                    {campaign.subjectAr}
                  </span>
                ) : null}
              </Td>
              <Td>
                <Badge variant={STATUS_BADGE[campaign.status]}>
                  {t(`campaigns.status.${campaign.status}`)}
                </Badge>
              </Td>
              <Td className="text-sm">
                {campaign.status === 'sent' && campaign.sendAt
                  ? t('campaigns.sentOn', {
                      date: when(campaign.sendAt),
                      count: campaign.recipients ?? 0,
                    })
                  : campaign.sendAt
                    ? when(campaign.sendAt)
                    : '—'}
              </Td>
              <Td className="text-sm">{audience(campaign)}</Td>
              <Td className="text-sm tabular-nums">
                {campaign.status === 'sent'
                  ? t('campaigns.figures', {
                      ...campaign.figures,
                      unsubscribed: campaign.unsubscribed,
                    })
                  : '—'}
              </Td>
              <Td>
                <div className="flex flex-wrap items-center gap-1">
                  <Button variant="outline" size="sm" onClick={() => setPreviewing(campaign)}>
                    {t('campaigns.preview')}
                  </Button>
                  {campaign.status === 'draft' ? (
                    <>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        onClick={() => test(campaign)}
                      >
                        {t('campaigns.test')}
                      </Button>
                      <Button size="sm" disabled={busy} onClick={() => setSending(campaign)}>
                        {t('campaigns.send')}
                      </Button>
                      <RowActions
                        name={name}
                        onEdit={() => dialog.openWith(campaign)}
                        onDelete={() => remove(campaign)}
                        busy={busy}
                      />
                    </>
                  ) : null}
                  {campaign.status === 'scheduled' ? (
                    <>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        onClick={() => unschedule(campaign)}
                      >
                        {t('campaigns.unschedule')}
                      </Button>
                      <DeleteButton name={name} onClick={() => remove(campaign)} busy={busy} />
                    </>
                  ) : null}
                </div>
              </Td>
            </tr>
          );
        })}
      </DataTable>
      <CampaignDialog dialog={dialog} restaurants={restaurants} />
      <CampaignPreview campaign={previewing} onClose={() => setPreviewing(null)} />
      <CampaignSend
        campaign={sending}
        onClose={() => setSending(null)}
        send={(id, sendAt) =>
          run(id, () => scheduleCampaign({ id, sendAt }), {
            success: (data) =>
              data.status === 'sent'
                ? t('campaigns.sentNow', { count: data.recipients ?? 0 })
                : t('campaigns.scheduled'),
            failure: t('campaigns.sendFailed'),
          })
        }
      />
    </>
  );
}
