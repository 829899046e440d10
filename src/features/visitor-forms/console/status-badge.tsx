'use client';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useAdminText } from './use-admin-text';

const DONE = new Set(['answered', 'hired', 'approved', 'signed', 'addressed']);
const ENDED = new Set(['closed', 'rejected', 'lost']);
const FRESH = new Set(['new', 'open']);

function variantOf(status: string): BadgeVariant {
  if (FRESH.has(status)) return 'default';
  if (DONE.has(status)) return 'success';
  if (ENDED.has(status)) return 'secondary';
  return 'warning';
}

/** A submission's status, coloured by where it stands: fresh, under way, done or ended. */
export function StatusBadge({ status }: { status: string }) {
  const text = useAdminText();
  return <Badge variant={variantOf(status)}>{text(`inbox.statuses.${status}`)}</Badge>;
}
