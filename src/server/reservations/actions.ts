'use server';

import 'server-only';

import { nextActionDeps } from '../action-context';
import { requestReviewAction } from './commands';

export async function requestReservationReview(input: unknown) {
  return requestReviewAction(input, nextActionDeps);
}
