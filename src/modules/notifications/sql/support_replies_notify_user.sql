-- Support staff answering a ticket tells the user who opened it, in the reply's transaction.
create or replace function public.support_replies_notify_user() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  insert into public.user_notifications (user_id, type, title, body, data)
  select t.user_id, 'support_reply',
         left(case when p.locale = 'en' then 'Support replied: ' else 'サポートから返信がありました: ' end || t.subject, 200),
         left(new.body, 2000),
         jsonb_build_object('support_ticket_id', t.id, 'reply_id', new.id)
    from public.support_tickets t
    left join public.profiles p on p.user_id = t.user_id
   where t.id = new.ticket_id;
  return null;
end
$$;
revoke execute on function public.support_replies_notify_user() from public;
create or replace trigger support_replies_notify_user after insert on public.support_ticket_replies
  for each row when (new.author = 'support') execute function public.support_replies_notify_user();
