import { z } from '../zod';
import { recordId } from './fields';

/** "Send again": one failed message of the outbox, by id. */
export const resendMailSchema = z.object({ id: recordId });
