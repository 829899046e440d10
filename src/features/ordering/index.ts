/**
 * The ordering feature's entry for code outside it that the browser may also load: what the
 * orders' table needs of its rules. Everything else of ordering is reached through the routes
 * in `app/` (its pages and handlers), `server.ts` (its actions) and `jobs.ts` (what start-up
 * and maintenance run). docs/architecture.md, "Features".
 */
export { orderStatePairsSql } from './rules/order-state-pairs';
