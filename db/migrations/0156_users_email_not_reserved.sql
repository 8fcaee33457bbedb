-- withdrawn.invalid (of the reserved .invalid top-level domain, RFC 2606: no mail is delivered
-- there) is the withdrawal's placeholder domain: withdraw_account gives each withdrawn user
-- withdrawn-<id>@withdrawn.invalid, and a live account that had taken that address first made the
-- victim's withdrawal fail on the unique address (409). The identity flows refuse every .invalid
-- address a client sends; this keeps the placeholder domain to withdrawn users whatever writes the
-- row (the demo seed's reviewers live under demo.invalid, so not the whole domain). The pending new
-- address (email_change) too: confirming it moves it to email.
-- NOT VALID first, so that a database where someone signed up with such an address before still
-- migrates (withdraw_account steps around such an account); validated when there is none.
alter table auth.users add constraint users_email_not_reserved check (
  deleted_at is not null
  or ((email is null or lower(email) !~ '@withdrawn\.invalid$')
      and (email_change is null or lower(email_change) !~ '@withdrawn\.invalid$'))
) not valid;

do $$
begin
  if exists (
    select 1 from auth.users
     where deleted_at is null
       and (lower(email) ~ '@withdrawn\.invalid$' or lower(email_change) ~ '@withdrawn\.invalid$')
  ) then
    raise warning 'auth.users holds live accounts under withdrawn.invalid; users_email_not_reserved checks new and changed rows only until they change address';
  else
    alter table auth.users validate constraint users_email_not_reserved;
  end if;
end
$$;
