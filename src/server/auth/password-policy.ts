import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '@/lib/admin-limits';
import { BRAND } from '@/lib/brand';
import type { Db } from '../db/client';
import { user } from '../db/schema';

/**
 * What a staff password must be (NIST SP 800-63B, memorised secrets): at least
 * PASSWORD_MIN_LENGTH characters, any characters, no composition rules, and not a password that
 * guessers try first: one of the commonly used passwords (the list zxcvbn uses), such a password
 * with digits or symbols around it, one character repeated, a run of the keyboard or the
 * alphabet, or the site's name or the person's own address dressed up. Checked where a password
 * is chosen (sign-up, the setup link, an invitation, a reset, a change); a password already in use
 * that falls short is asked to be changed at the next sign-in.
 */

export type PasswordProblem = 'admin.validation.newPasswordMin' | 'admin.validation.passwordCommon';

let common: Promise<Set<string>> | undefined;

/** The common-password list, loaded once, on first use (about 50,000 entries). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = (dictionary as Record<string, string[]>)['passwords-common'] ?? [];
    return new Set(list.map((entry) => entry.toLowerCase()));
  });
  return common;
}

const KEYBOARD_ROWS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1234567890',
  'abcdefghijklmnopqrstuvwxyz',
];

/** One character over and over, or a run along the keyboard or the alphabet (either way). */
function isRun(text: string): boolean {
  if (new Set(text).size <= 2) return true;
  return KEYBOARD_ROWS.some((row) => {
    const both = row + row + [...row].reverse().join('') + [...row].reverse().join('');
    return both.includes(text);
  });
}

/** The words a guesser tries first for this site and this person. */
function contextWords(email: string | undefined): string[] {
  const [local = '', domain = ''] = (email ?? '').toLowerCase().split('@');
  const words = [
    BRAND.name.en,
    'admin',
    'restaurant',
    'password',
    local,
    domain.split('.')[0] ?? '',
  ];
  return [...new Set(words.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')))].filter(
    (word) => word.length >= 3,
  );
}

/**
 * Why this password may not be chosen, as a message key, or null when it may. `email` is the
 * account's address, whose parts a guesser tries too.
 */
export async function passwordProblem(
  password: string,
  email?: string,
): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return 'admin.validation.newPasswordMin';
  const lower = password.toLowerCase();
  const list = await commonPasswords();
  // Digits and symbols around a word ("Password123!") add little to it.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (list.has(lower) || (core.length >= 4 && list.has(core)))
    return 'admin.validation.passwordCommon';
  if (isRun(lower) || isRun(core)) return 'admin.validation.passwordCommon';
  // What is left once the site's name, the person's address and the fillers are taken out.
  let rest = lower.replace(/[^\p{L}\p{N}]+/gu, '');
  for (const word of contextWords(email)) rest = rest.split(word).join('');
  const restCore = rest.replace(/^\p{N}+|\p{N}+$/gu, '');
  if (rest.length < 8 || isRun(rest) || list.has(restCore))
    return 'admin.validation.passwordCommon';
  return null;
}

/** The refusals' words, as the console's forms show them (the catalogue's, in English). */
const PROBLEM_TEXT: Record<PasswordProblem, string> = {
  'admin.validation.newPasswordMin': `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  'admin.validation.passwordCommon':
    'This password is too common or too easy to guess. Choose a longer one nobody would guess, such as a few unrelated words.',
};

/** Where a password is chosen through the auth library, and where its field is. */
const CHOOSING: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The password rules on the auth library's endpoints: a password chosen there is checked like
 * anywhere else; a password signed in with is checked too, and one that falls short marks the
 * account to choose another before anything else (cleared when it does, or when it signs in with
 * one that passes).
 */
export function passwordRules(db: Db): BetterAuthPlugin {
  return {
    id: 'saba-password-rules',
    hooks: {
      before: [
        {
          matcher: (context) => Object.hasOwn(CHOOSING, context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            // Who is asking first: a change without a session is the endpoint's to refuse (401).
            if (ctx.path === '/change-password' && !(await getSessionFromCtx(ctx))) return;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const password = body[CHOOSING[ctx.path]!];
            if (typeof password !== 'string') return;
            const email = typeof body.email === 'string' ? body.email : undefined;
            const problem = await passwordProblem(password, email);
            if (problem) {
              throw new APIError('BAD_REQUEST', {
                code:
                  problem === 'admin.validation.newPasswordMin'
                    ? 'PASSWORD_TOO_SHORT'
                    : 'PASSWORD_TOO_COMMON',
                message: PROBLEM_TEXT[problem],
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) =>
            context.path === '/sign-in/email' || context.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (ctx.path === '/change-password') {
              const person = ctx.context.session?.user ?? ctx.context.newSession?.user;
              if (person) await markPasswordChange(db, eq(user.id, person.id), false);
              return;
            }
            if (typeof body.email !== 'string' || typeof body.password !== 'string') return;
            const problem = await passwordProblem(body.password, body.email);
            const address = body.email.trim().toLowerCase();
            await markPasswordChange(db, sql`lower(${user.email}) = ${address}`, problem !== null);
          }),
        },
      ],
    },
  };
}

function markPasswordChange(db: Db, which: SQL, required: boolean) {
  return db.update(user).set({ passwordChangeRequired: required }).where(which);
}
