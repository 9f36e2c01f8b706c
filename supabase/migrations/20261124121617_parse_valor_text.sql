-- D59 (client page totals in SQL): a proposal's valor is free text (D5). parse_valor_text reads it the way
-- lib/clients/valor.ts parseValorText does, in centavos, so that SUM() over all of a client's proposals gives the
-- same numbers as lib/clients/totals.ts without loading the rows. It follows JavaScript's arithmetic on purpose
-- (IEEE doubles, Math.round half up, JavaScript's \s and \b) so both agree to the centavo; the integration test
-- tests/integration/client-record-totals.test.ts runs both over the same texts. Amounts of 1e300 or more
-- (never a real price) answer NULL instead of overflowing.
CREATE OR REPLACE FUNCTION parse_valor_text(source text) RETURNS double precision
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  -- JavaScript's \s (the no-break space included); \b after "mil" is "no word character follows".
  ws constant text := '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
  found text[];
  raw text;
  digits text;
  groups text[];
  amount numeric;
  cents double precision;
  whole double precision;
BEGIN
  IF source IS NULL OR source = '' THEN
    RETURN NULL;
  END IF;
  found := regexp_match(source, 'R\$' || ws || '*([0-9.,]*[0-9])(' || ws || '*mil(?![A-Za-z0-9_]))?', 'i');
  IF found IS NULL THEN
    found := regexp_match(source, '([0-9][0-9.,]*[0-9]|[0-9])(' || ws || '*mil(?![A-Za-z0-9_]))?', 'i');
  END IF;
  IF found IS NULL THEN
    RETURN NULL;
  END IF;
  raw := found[1];
  IF position(',' IN raw) > 0 THEN
    -- "12.500,50": dots group thousands, the comma is the decimal point; two commas read as no number.
    digits := replace(raw, '.', '');
    IF length(digits) - length(replace(digits, ',', '')) > 1 THEN
      RETURN NULL;
    END IF;
    digits := replace(digits, ',', '.');
  ELSE
    groups := string_to_array(raw, '.');
    IF cardinality(groups) > 1 AND NOT EXISTS (SELECT 1 FROM unnest(groups[2:]) AS g(part) WHERE length(g.part) <> 3) THEN
      digits := array_to_string(groups, '');
    ELSIF cardinality(groups) = 2 THEN
      digits := raw;
    ELSE
      digits := array_to_string(groups, '');
    END IF;
  END IF;
  amount := digits::numeric;
  IF amount >= 1e300 THEN
    RETURN NULL;
  END IF;
  cents := digits::double precision;
  IF found[2] IS NOT NULL THEN
    cents := cents * 1000;
  END IF;
  cents := cents * 100;
  whole := floor(cents);
  IF cents - whole >= 0.5 THEN
    whole := whole + 1;
  END IF;
  RETURN whole;
END;
$fn$;
