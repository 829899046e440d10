-- Data: opening hours as times (src/lib/hours.ts): "9:00 AM - 10:00 PM" becomes {"opens":"09:00","closes":"22:00"}
-- in hours_json, and a special day's "hours" text becomes its "opens" and "closes". Text that is not a
-- time range is dropped (the day reads as closed), as the site already showed it.
UPDATE "locations" SET "hours_json" = coalesce((
  SELECT jsonb_object_agg(e.key, jsonb_build_object(
    'opens', lpad(((r.m[1]::int % 12) + CASE WHEN upper(r.m[3]) = 'PM' THEN 12 ELSE 0 END)::text, 2, '0') || ':' || coalesce(r.m[2], '00'),
    'closes', lpad(((r.m[4]::int % 12) + CASE WHEN upper(r.m[6]) = 'PM' THEN 12 ELSE 0 END)::text, 2, '0') || ':' || coalesce(r.m[5], '00')
  ))
  FROM jsonb_each_text("hours_json") AS e,
    regexp_match(e.value, '(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)', 'i') AS r(m)
  WHERE r.m IS NOT NULL
), '{}'::jsonb)
WHERE EXISTS (SELECT 1 FROM jsonb_each("hours_json") AS v WHERE jsonb_typeof(v.value) = 'string');
--> statement-breakpoint
UPDATE "locations" SET "special_hours" = coalesce((
  SELECT jsonb_agg(
    (s.value - 'hours') || CASE WHEN r.m IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(
      'opens', lpad(((r.m[1]::int % 12) + CASE WHEN upper(r.m[3]) = 'PM' THEN 12 ELSE 0 END)::text, 2, '0') || ':' || coalesce(r.m[2], '00'),
      'closes', lpad(((r.m[4]::int % 12) + CASE WHEN upper(r.m[6]) = 'PM' THEN 12 ELSE 0 END)::text, 2, '0') || ':' || coalesce(r.m[5], '00')
    ) END
    ORDER BY s.n
  )
  FROM jsonb_array_elements("special_hours") WITH ORDINALITY AS s(value, n)
  LEFT JOIN LATERAL regexp_match(s.value->>'hours', '(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)', 'i') AS r(m) ON true
), '[]'::jsonb)
WHERE jsonb_typeof("special_hours") = 'array' AND jsonb_array_length("special_hours") > 0;
