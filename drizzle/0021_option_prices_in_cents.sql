-- An order line's chosen options keep their price in whole cents, as every amount in code is
-- (they were kept in dollars: 1.5 becomes 150).
UPDATE "order_lines"
SET "options" = (
  SELECT jsonb_agg(
    option || jsonb_build_object('price', round((option ->> 'price')::numeric * 100)::int)
    ORDER BY place
  )
  FROM jsonb_array_elements("options") WITH ORDINALITY AS chosen(option, place)
)
WHERE jsonb_array_length("options") > 0;
