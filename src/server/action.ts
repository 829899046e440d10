import 'server-only';
import type { z } from 'zod';
import type { ActionState } from '@/lib/action-state';
import { fieldErrorsOf, formDataToObject } from '@/lib/form-data';
import { isFresh, REAUTH_REQUIRED } from '@/lib/freshness';
import { findUnacceptableText } from '@/lib/text-characters';
import { getDb, type Tx } from './db/client';
import type { Removed, Saved } from './db/rows';
import type { Role } from '@/lib/enums';
import { AREA_REACH, areaRole, mayWorkIn, type AdminArea } from '@/lib/admin-areas';
import { actsAt, isLimited } from '@/lib/location-scope';
import type { Actor } from './auth/staff';
import { recordAudit } from './audit/audit';
import { Refusal } from './refusal';
import type { CacheTag } from './cache/tags';
import { logger } from './logger';
import { consumeRateLimit, type RateLimitRule } from './security/rate-limit';
import { countFormSubmission } from './analytics/events';
import { rateLimitAddress } from '@/http/client-address.mts';
import type { GuestSession } from '@/features/accounts/server';

/**
 * The one wrapper every server action goes through (DESIGN rule 2):
 * session -> role -> reach (brand-wide or a restaurant's) -> rate limit -> Zod parse -> which
 * restaurants, in the transaction -> mutation -> audit -> cache tags.
 * Errors reach the client only as message keys from the `errors` / `validation` catalogues.
 */

export type { ActionState } from '@/lib/action-state';

export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  referrer: string | null;
  actor: Actor | null;
  /** A signed-in guest (features/accounts), looked up only for a guest's own actions. */
  guest?: GuestSession | null;
  /** The visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
  notTracked?: boolean;
};

export type RunResult<T> = {
  data: T;
  /** For the audit row of staff changes. */
  audit?: {
    action: string;
    /** Overrides the definition's entity (one action serving several record types). */
    entity?: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
  };
  /** Cache tags this run changed, beyond the definition's (a restaurant's own menu). */
  invalidates?: readonly CacheTag[];
};

/**
 * Who may run it, declared, never defaulted: a console action names its area, whose role
 * (lib/admin-areas.ts) is the lowest allowed; an action for anyone (a visitor's form, a one-time
 * link's) says `public: true`; a signed-in guest's own (their account) says `guest: true`, and
 * a guest session is all it accepts: never a staff one. Naming none is a type error (action.test.ts proves it), so an
 * action cannot become public by being forgotten.
 */
type Access =
  | { area: AdminArea; public?: never; guest?: never }
  | { public: true; area?: never; guest?: never }
  | { guest: true; area?: never; public?: never };

export type ActionDefinition<S extends z.ZodType, T> = Access & {
  /** Names the action in logs, rate-limit keys and the audit log. */
  name: string;
  schema: S;
  /**
   * Runs while the account must be set up first (a required second factor, a new password):
   * Account security's own actions.
   */
  accountSetup?: boolean;
  /** A visitor's action that also reads which guest is signed in, if any (the checkout). */
  readsGuest?: boolean;
  /** A sensitive change: the person proved who they are in the last five minutes. */
  fresh?: boolean;
  rateLimit?: RateLimitRule;
  /**
   * A visitor form: each stored submission adds one to the dashboard's count of this form, per
   * location (its `locationSlug`, when it has one) and language; nothing about the visitor.
   */
  counted?: string;
  /** Entity name written to the audit log; staff actions only. */
  entity?: string;
  /** Cache tags of public reads that this action changes. */
  invalidates?: readonly CacheTag[];
  /**
   * The restaurants (location ids) the action acts at, read from its input and the database.
   * Staff limited to some restaurants (lib/location-scope.ts) may run it only when every one is
   * theirs; an action without it, in an area limited staff work in, is brand-wide and refused to
   * them (lib/admin-areas.ts AREA_REACH). Runs in the action's transaction, before `run`.
   */
  locations?: (input: z.output<S>, tx: Tx) => Promise<readonly string[]>;
  run: (args: { input: z.output<S>; tx: Tx; meta: RequestMeta }) => Promise<RunResult<T>>;
  /**
   * What may only happen once the change is committed (removing a replaced file). It never fails
   * the action: a failure is logged.
   */
  afterCommit?: (data: T) => Promise<void>;
};

/** The answer and audit entry of a save (`Saved`, server/db/rows.ts): created or updated. */
export function savedResult(saved: Saved<unknown>): RunResult<{ id: string; created: boolean }> {
  return {
    data: { id: saved.id, created: saved.created },
    audit: {
      action: saved.created ? 'create' : 'update',
      entityId: saved.id,
      ...(saved.created ? {} : { before: saved.before }),
      after: saved.after,
    },
  };
}

/** The answer and audit entry of a delete (`Removed`). */
export function removedResult(removed: Removed<unknown>): RunResult<null> {
  return { data: null, audit: { action: 'delete', entityId: removed.id, before: removed.before } };
}

export type ActionDeps = {
  /** Request facts; the signed-in actor is looked up only when the action needs it. */
  meta: (options: { withActor: boolean; withGuest?: boolean }) => Promise<RequestMeta>;
  invalidate: (tags: readonly CacheTag[]) => void;
};

/** Whether staff limited to restaurants may ask for this action at all (its area's reach). */
function limitedMayAsk(definition: { area?: AdminArea; locations?: unknown }): boolean {
  if (!definition.area) return true;
  const reach = AREA_REACH[definition.area];
  if (reach === 'personal') return true;
  return reach === 'restaurants' && definition.locations !== undefined;
}

export function defineAction<S extends z.ZodType, T>(definition: ActionDefinition<S, T>) {
  const minRole: Role | null = definition.area ? areaRole(definition.area) : null;
  async function execute(raw: unknown, deps: ActionDeps): Promise<ActionState<T>> {
    const log = logger.child({ action: definition.name });
    try {
      const forGuests = definition.guest === true;
      const meta = await deps.meta({
        withActor: minRole !== null,
        withGuest: forGuests || definition.readsGuest === true,
      });
      if (forGuests && !meta.guest)
        return { status: 'error', error: 'account.errors.signInRequired' };

      // Who is asking comes before anything they sent is read (DESIGN rule 2).
      if (minRole) {
        if (!meta.actor) return { status: 'error', error: 'errors.signInRequired' };
        if (!mayWorkIn(meta.actor.role, definition.area!)) {
          log.warn({ userId: meta.actor.userId, role: meta.actor.role, needs: minRole }, 'refused');
          return { status: 'error', error: 'errors.forbidden' };
        }
        if (meta.actor.needsSecondFactor && !definition.accountSetup) {
          return { status: 'error', error: 'admin.security.setupRequired' };
        }
        if (meta.actor.mustChangePassword && !definition.accountSetup) {
          return { status: 'error', error: 'admin.security.passwordChangeRequired' };
        }
        if (definition.fresh && !isFresh(meta.actor.verifiedAt)) {
          return { status: 'error', error: REAUTH_REQUIRED };
        }
        if (isLimited(meta.actor.locations) && !limitedMayAsk(definition)) {
          log.warn({ userId: meta.actor.userId }, 'refused: brand-wide');
          return { status: 'error', error: 'admin.errors.brandWide' };
        }
      }

      const db = await getDb();
      if (definition.rateLimit) {
        const { allowed } = await consumeRateLimit(
          db,
          `${definition.name}:${rateLimitAddress(meta.ip)}`,
          definition.rateLimit,
        );
        if (!allowed) return { status: 'error', error: 'errors.tooManyAttempts' };
      }

      const input = formDataToObject(raw);
      const unreadable = findUnacceptableText(input);
      if (unreadable !== null) {
        return {
          status: 'error',
          error: 'errors.invalidInput',
          fieldErrors: { [unreadable]: 'validation.invalidCharacters' },
        };
      }
      const parsed = definition.schema.safeParse(input);
      if (!parsed.success) {
        return {
          status: 'error',
          error: 'errors.invalidInput',
          fieldErrors: fieldErrorsOf(parsed.error.issues),
        };
      }

      const scope = meta.actor?.locations ?? null;
      const ran = await db.transaction(async (tx) => {
        // Where it acts, before anything is written: limited staff only at their restaurants.
        if (minRole && definition.locations && isLimited(scope)) {
          const at = await definition.locations(parsed.data, tx);
          if (!actsAt(scope, at)) throw new Refusal('admin.errors.notYourRestaurant');
        }
        const result = await definition.run({ input: parsed.data, tx, meta });
        if (minRole && definition.entity && result.audit && meta.actor) {
          await recordAudit(tx, {
            actorUserId: meta.actor.userId,
            actorEmail: meta.actor.email,
            action: result.audit.action,
            entity: result.audit.entity ?? definition.entity,
            entityId: result.audit.entityId,
            before: result.audit.before,
            after: result.audit.after,
          });
        }
        return result;
      });
      const data = ran.data;

      const tags = [...(definition.invalidates ?? []), ...(ran.invalidates ?? [])];
      if (tags.length > 0) deps.invalidate([...new Set(tags)]);
      if (definition.counted && !meta.notTracked) {
        const { locationSlug, language } = parsed.data as {
          locationSlug?: unknown;
          language?: unknown;
        };
        countFormSubmission(
          definition.counted,
          typeof locationSlug === 'string' ? locationSlug : null,
          typeof language === 'string' ? language : 'en',
        );
      }
      if (definition.afterCommit) {
        await definition.afterCommit(data).catch((error: unknown) => {
          log.warn({ err: error }, 'committed, but what follows the commit failed');
        });
      }
      return { status: 'success', data };
    } catch (error) {
      if (error instanceof Refusal) {
        return {
          status: 'error',
          error: error.key,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
          ...(error.values ? { errorValues: error.values } : {}),
          ...(error.problems ? { problems: [...error.problems] } : {}),
        };
      }
      log.error({ err: error }, 'action failed');
      return { status: 'error', error: 'errors.generic' };
    }
  }
  // Exposed for the role-matrix test, the list of public actions and logs.
  return Object.assign(execute, {
    actionName: definition.name,
    area: definition.area ?? null,
    /** Acts at restaurants it names (limited staff may run it there); else brand-wide. */
    atRestaurants: definition.locations !== undefined,
    isPublic: definition.public === true,
    /** A signed-in guest's own action (their account), for nobody else. */
    forGuests: definition.guest === true,
    minRole,
  });
}
