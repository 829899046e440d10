import { z } from 'zod';
import { INVALID_INPUT } from '@/lib/form-limits';

// Every message a person can see is a catalogue key: a check without a message of its own (a
// value no form of ours sends: a wrong type, an unknown choice, a malformed id) reports
// `errors.invalidInput`, never the validator's English. Schemas import `z` from here so that this
// setting is in place wherever they run (server and browser).
// `jitless`: Zod would otherwise probe `new Function` (eval), which the site's
// Content-Security-Policy forbids and reports.
z.config({ customError: () => INVALID_INPUT, jitless: true });

export { z };
