import { z } from '../zod';
import { PASSKEY_NAME_MAX } from '@/lib/admin-limits';
import { recordId, requiredText } from './fields';

/** A passkey's name, as its owner calls it ("Work laptop"). */
export const passkeyName = requiredText('admin.validation.passkeyNameRequired', PASSKEY_NAME_MAX);

export const passkeyRenameSchema = z.object({ id: recordId, name: passkeyName });
export const passkeyIdSchema = z.object({ id: recordId });
