/** Stripe's error answers, as the stand-in gives them (fake-stripe.ts). */

export function missing(kind: string, value: string) {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${value}'`,
      },
    },
  };
}

export function invalid(message: string, status = 400) {
  return { status, body: { error: { type: 'invalid_request_error', message } } };
}
