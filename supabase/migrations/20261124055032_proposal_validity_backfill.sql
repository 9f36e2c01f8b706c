-- D43: proposals that existed before validity dates were valid for 30 days from creation
-- (the São Paulo day, D6), as the public page always said; older ones are now expired until staff extend them.
UPDATE "propostas" SET "valida_ate" = (("data_criacao" AT TIME ZONE 'America/Sao_Paulo')::date + 30);
