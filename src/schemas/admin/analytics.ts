import { z } from 'zod';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@/lib/analytics-report';

/** The dashboard's period (`?days=`): 7, 30 or 90 days; anything else shows 30. */
export const analyticsPeriodSchema = z.object({
  days: z.coerce
    .number()
    .refine((days): days is AnalyticsPeriod =>
      (ANALYTICS_PERIODS as readonly number[]).includes(days),
    )
    .catch(30),
});
