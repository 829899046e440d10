'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { REWARD_POINTS } from '@/features/accounts/rules/points';
import { rewardFormSchema } from '@/features/accounts/schemas/loyalty';
import type { OfferedReward } from '@/features/accounts/server/rewards';
import { deleteLoyaltyReward, saveLoyaltyReward } from '@/server/browser-actions';
import { EntityDialog, useEntityTexts } from '@/components/admin/entity-dialog';
import { CheckField, MoneyField, NumberField, SelectField } from '@/components/ui/form-fields';
import { DataTable } from '@/components/admin/list-controls';
import { ActiveBadge } from '@/components/admin/cells';
import { RowActions } from '@/components/admin/row-actions';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { Button } from '@/components/ui/button';
import { Td } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';

type Dish = { id: string; name: string };

/** What a reward is, as the list says it: "$5.00 off", "Hummus free". */
export function useRewardText() {
  const t = useTranslations('admin.loyalty.rewards');
  return (reward: OfferedReward) =>
    reward.kind === 'amount'
      ? t('amountReward', { amount: formatPrice(reward.amountOff) })
      : t('dishReward', { dish: reward.nameEn ?? '' });
}

function RewardDialog({
  dialog,
  dishes,
}: {
  dialog: ReturnType<typeof useEditDialog<OfferedReward>>;
  dishes: Dish[];
}) {
  const t = useTranslations('admin.loyalty.fields');
  const texts = useEntityTexts('admin.loyalty');
  const reward = dialog.record;
  return (
    <EntityDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      recordId={reward?.id ?? null}
      idPrefix="reward"
      schema={rewardFormSchema}
      submit={saveLoyaltyReward}
      texts={texts}
    >
      <NumberField
        name="points"
        label={t('points')}
        value={reward?.points}
        min={REWARD_POINTS.min}
        max={REWARD_POINTS.max}
      />
      <SelectField name="kind" label={t('kind')} value={reward?.kind ?? 'amount'}>
        <option value="amount">{t('amount')}</option>
        <option value="dish">{t('dish')}</option>
      </SelectField>
      <MoneyField
        name="amountOff"
        label={t('amountOff')}
        value={reward?.kind === 'amount' ? reward.amountOff : undefined}
        min={0}
      />
      <SelectField
        name="menuItemId"
        label={t('menuItemId')}
        value={reward?.kind === 'dish' ? reward.menuItemId : ''}
      >
        <option value="">{t('chooseDish')}</option>
        {dishes.map((dish) => (
          <option key={dish.id} value={dish.id}>
            {dish.name}
          </option>
        ))}
      </SelectField>
      <CheckField name="active" label={t('active')} checked={reward?.active ?? true} />
    </EntityDialog>
  );
}

/** Loyalty (owners): the rewards guests may spend points on, with the add/edit dialog. */
export function LoyaltyRewards({ rewards, dishes }: { rewards: OfferedReward[]; dishes: Dish[] }) {
  const t = useTranslations('admin.loyalty');
  const common = useTranslations('admin.common');
  const text = useRewardText();
  const dialog = useEditDialog<OfferedReward>();
  const { run, pendingId } = useAdminAction();
  const remove = (reward: OfferedReward) => {
    if (!window.confirm(t('rewards.confirmDelete'))) return;
    void run(reward.id, () => deleteLoyaltyReward({ id: reward.id }), {
      success: t('rewards.deleted'),
      failure: t('rewards.deleteFailed'),
    });
  };
  return (
    <SettingsSection id="loyalty-rewards" title={t('rewards.title')} hint={t('rewards.hint')}>
      <Button className="justify-self-start" onClick={() => dialog.openWith(null)}>
        <Plus aria-hidden />
        {t('add')}
      </Button>
      <DataTable
        columns={[
          t('rewards.columns.points'),
          t('rewards.columns.reward'),
          t('rewards.columns.active'),
          common('actions'),
        ]}
        empty={t('rewards.empty')}
        isEmpty={rewards.length === 0}
      >
        {rewards.map((reward) => (
          <tr key={reward.id}>
            <Td className="tabular-nums">{reward.points}</Td>
            <Td>{text(reward)}</Td>
            <Td>
              <ActiveBadge active={reward.active} />
            </Td>
            <Td>
              <RowActions
                name={text(reward)}
                onEdit={() => dialog.openWith(reward)}
                onDelete={() => remove(reward)}
                busy={pendingId === reward.id}
              />
            </Td>
          </tr>
        ))}
      </DataTable>
      <RewardDialog dialog={dialog} dishes={dishes} />
    </SettingsSection>
  );
}
