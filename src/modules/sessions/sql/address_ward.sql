-- The municipality of a Japanese address, for the "new ward" experience points and badges: the
-- special ward (東京都新宿区 → 新宿区), the designated city with its ward (大阪市北区), or else the
-- city, town or village (八王子市, 足柄下郡箱根町). The prefecture is dropped so that an address
-- written with or without it counts once. Null when no municipality can be read (romanised text).
create or replace function public.address_ward(p_address text) returns text
language plpgsql immutable parallel safe
as $$
declare
  s text;
  n int;
  i int := 2;  -- a municipality has at least one character before its suffix (町田市, 市川市)
  ch text;
  ward text;
begin
  s := regexp_replace(coalesce(p_address, ''), '[[:space:]　]', '', 'g');
  s := regexp_replace(s, '^日本[、,]?', '');
  s := regexp_replace(s, '^〒?[0-9０-９]{3}[-－ー‐]?[0-9０-９]{4}', '');
  s := regexp_replace(s, '^(東京都|北海道|京都府|大阪府|[^0-9０-９]{2,3}?県)', '');
  n := char_length(s);
  while i <= n loop
    ch := substr(s, i, 1);
    -- Street numbers come after the municipality: none named before them means none at all.
    exit when ch ~ '[0-9０-９]';
    if ch in ('区', '市', '町', '村') then
      -- 四日市市, 十日町市: the suffix is the second 市.
      if ch <> '区' and substr(s, i + 1, 1) = '市' then
        i := i + 1;
        ch := '市';
      end if;
      if ch = '市' then
        -- A designated city names its ward next (さいたま市大宮区); a town name never ends in 区.
        ward := substring(substr(s, i + 1) from '^[^0-9０-９]{1,4}?区');
        return left(s, i) || coalesce(ward, '');
      end if;
      return left(s, i);
    end if;
    i := i + 1;
  end loop;
  return null;
end
$$;
revoke execute on function public.address_ward(text) from public;
grant execute on function public.address_ward(text) to anon, authenticated, service_role;
