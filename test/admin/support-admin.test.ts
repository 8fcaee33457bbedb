import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAudit, createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/** Support tickets and error reports on the admin side (issue 15 item 8). */
describe('support administration', () => {
  let h: Harness;
  let agent: { adminId: string; token: string }; // support_agent: support.view, support.respond, parking.view
  let ops: { adminId: string; token: string }; // ops_manager: support.*, parking.*
  let content: string; // content_manager: no support keys
  let contentAdminId: string;
  let userToken: string;
  let userId: string;
  const tickets: string[] = [];

  const auditOf = async (targetId: string) =>
    (
      await h.db.query<{ action: string; before: any; after: any }>(
        'select action, before, after from public.admin_audit_log where target_id = $1 order by created_at, id',
        [targetId],
      )
    ).rows;

  beforeAll(async () => {
    h = await createHarness();
    agent = await h.createAdmin('support_agent');
    ops = await h.createAdmin('ops_manager');
    const cm = await h.createAdmin('content_manager');
    content = cm.token;
    contentAdminId = cm.adminId;
    userId = await h.createUser();
    userToken = await h.tokenFor(userId);
    for (const [category, subject] of [['payment', 'Charged twice'], ['app', 'Crash on start'], ['payment', 'Refund?']] as const) {
      const res = await h.request('/v1/support/tickets', { token: userToken, body: { category, subject, body: `About: ${subject}` } });
      expect(res.status, res.text).toBe(201);
      tickets.push(res.body.support_ticket.id);
    }
    // The first ticket is two days old: the age filter has something to tell apart.
    await createdMinutesAgo(h.db, 'public.support_tickets', tickets[0]!, 2 * 24 * 60);
    // The second a minute older than the third: PGlite's clock moves in milliseconds, so tickets made in a row can share an instant.
    await createdMinutesAgo(h.db, 'public.support_tickets', tickets[1]!, 1);
  });
  afterAll(() => h.close());

  describe('tickets', () => {
    it('lists by status, category and age, oldest first, paged', async () => {
      const first = await h.request('/v1/admin/support-tickets?status=open&limit=2', { token: agent.token });
      expect(first.status, first.text).toBe(200);
      expect(first.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[0], tickets[1]]);
      const second = await h.request(`/v1/admin/support-tickets?status=open&limit=2&cursor=${first.body.next_cursor}`, { token: agent.token });
      expect(second.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[2]]);
      expect(second.body.next_cursor).toBeNull();

      const newest = await h.request('/v1/admin/support-tickets?sort=newest&category=payment', { token: agent.token });
      expect(newest.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[2], tickets[0]]);
      const old = await h.request('/v1/admin/support-tickets?min_age_hours=24', { token: agent.token });
      expect(old.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[0]]);

      const bad = await h.request('/v1/admin/support-tickets?assignee=someone', { token: agent.token });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('assignee');
      const badCursor = await h.request('/v1/admin/support-tickets?cursor=abc', { token: agent.token });
      expect(badCursor.status).toBe(422);
      expect(badCursor.body.error.param).toBe('cursor');
    });

    it('assigns to support staff only, and filters by assignee', async () => {
      const wrong = await h.request(`/v1/admin/support-tickets/${tickets[1]}/assign`, { token: agent.token, body: { admin_id: contentAdminId } });
      expect(wrong.status).toBe(422);
      expect(wrong.body.error.param).toBe('admin_id');
      const res = await h.request(`/v1/admin/support-tickets/${tickets[1]}/assign`, { token: agent.token, body: { admin_id: agent.adminId } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.support_ticket).toMatchObject({ assigned_admin_id: agent.adminId, assigned_admin_name: expect.any(String) });
      const mine = await h.request('/v1/admin/support-tickets?assignee=me', { token: agent.token });
      expect(mine.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[1]]);
      const none = await h.request('/v1/admin/support-tickets?assignee=none', { token: agent.token });
      expect(none.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[0], tickets[2]]);
      const byId = await h.request(`/v1/admin/support-tickets?assignee=${agent.adminId}`, { token: ops.token });
      expect(byId.body.support_tickets.map((t: any) => t.id)).toEqual([tickets[1]]);
      expect((await auditOf(tickets[1]!)).map((r) => r.action)).toEqual(['support_ticket.assign']);
    });

    it('a reply reaches the user in their ticket and as a notification, in the same transaction as its audit row', async () => {
      const empty = await h.request(`/v1/admin/support-tickets/${tickets[0]}/reply`, { token: agent.token, body: { body: '   ' } });
      expect(empty.status).toBe(422);
      expect(empty.body.error.param).toBe('body');

      const res = await h.request(`/v1/admin/support-tickets/${tickets[0]}/reply`, {
        token: agent.token,
        body: { body: 'We refunded the second charge.' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.support_ticket.status).toBe('answered');
      expect(res.body.support_ticket.replies).toEqual([
        expect.objectContaining({ author: 'support', admin_id: agent.adminId, body: 'We refunded the second charge.' }),
      ]);

      const mine = await h.request(`/v1/support/tickets/${tickets[0]}`, { token: userToken });
      expect(mine.body.support_ticket.status).toBe('answered');
      expect(mine.body.support_ticket.replies).toEqual([expect.objectContaining({ author: 'support', body: 'We refunded the second charge.' })]);

      const notes = await h.db.query<{ type: string; title: string; body: string; data: any }>(
        'select type, title, body, data from public.user_notifications where user_id = $1',
        [userId],
      );
      expect(notes.rows).toEqual([
        {
          type: 'support_reply',
          // In the user's language (profiles.locale; Japanese unless set), with the ticket's subject.
          title: 'サポートから返信がありました: Charged twice',
          body: 'We refunded the second charge.',
          data: { support_ticket_id: tickets[0], reply_id: res.body.support_ticket.replies[0].id },
        },
      ]);
      const listed = await h.request('/v1/me/notifications', { token: userToken });
      expect(listed.body.notifications.map((n: any) => n.type)).toEqual(['support_reply']);

      const audit = await auditOf(tickets[0]!);
      expect(audit.map((r) => r.action)).toEqual(['support_ticket.reply']);
      expect(audit[0]!.after).toMatchObject({ status: 'answered' });
    });

    it('closes and reopens; a closed ticket takes no reply until reopened', async () => {
      const closed = await h.request(`/v1/admin/support-tickets/${tickets[0]}/close`, { method: 'POST', token: agent.token });
      expect(closed.body.support_ticket.status).toBe('closed');
      const again = await h.request(`/v1/admin/support-tickets/${tickets[0]}/close`, { method: 'POST', token: agent.token });
      expect(again.status).toBe(200);

      const refused = await h.request(`/v1/admin/support-tickets/${tickets[0]}/reply`, { token: agent.token, body: { body: 'More' } });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'conflict', details: { status: 'closed', allowed_from: ['open', 'answered'] } });
      const notes = await h.db.query('select 1 from public.user_notifications where user_id = $1', [userId]);
      expect(notes.rows).toHaveLength(1);

      const reopened = await h.request(`/v1/admin/support-tickets/${tickets[0]}/reopen`, { method: 'POST', token: agent.token });
      expect(reopened.body.support_ticket.status).toBe('open');
      await ageAudit(h.db, tickets[0]!);
      const closing = await h.request(`/v1/admin/support-tickets/${tickets[0]}/reply`, { token: agent.token, body: { body: 'Done.', close: true } });
      expect(closing.body.support_ticket.status).toBe('closed');

      // The repeated close and the refused reply wrote nothing.
      expect((await auditOf(tickets[0]!)).map((r) => r.action)).toEqual([
        'support_ticket.reply',
        'support_ticket.close',
        'support_ticket.reopen',
        'support_ticket.reply',
      ]);
    });

    it('is closed to admins without the support keys', async () => {
      const res = await h.request('/v1/admin/support-tickets', { token: content });
      expect(res.status).toBe(403);
      expect(res.body.error.details).toMatchObject({ permission: 'support.view' });
    });
  });

  describe('error reports', () => {
    let lotId: string;
    let reportId: string;
    let otherId: string;

    beforeAll(async () => {
      lotId = await createLot(h.db, { name: 'Reported lot' });
      for (const kind of ['price', 'hours']) {
        const res = await h.request('/v1/error-reports', {
          token: userToken,
          body: { lot_id: lotId, kind, description: `The ${kind} is wrong`, suggested: { price_minor: 300, per_minutes: 30 } },
        });
        expect(res.status, res.text).toBe(201);
        if (kind === 'price') reportId = res.body.error_report.id;
        else otherId = res.body.error_report.id;
      }
      // The price report a minute older: PGlite's clock moves in milliseconds, so reports made in a row can share an instant.
      await createdMinutesAgo(h.db, 'public.lot_error_reports', reportId, 1);
      await h.db.query('delete from public.user_notifications where user_id = $1', [userId]);
    });

    it('lists by status, kind and lot', async () => {
      const res = await h.request(`/v1/admin/error-reports?status=open&kind=price&lot_id=${lotId}`, { token: agent.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body.error_reports.map((r: any) => r.id)).toEqual([reportId]);
      expect(res.body.error_reports[0]).toMatchObject({ lot_name: 'Reported lot', lot_corrected: false });
      const all = await h.request('/v1/admin/error-reports?limit=1', { token: agent.token });
      expect(all.body.error_reports.map((r: any) => r.id)).toEqual([reportId]);
      expect(all.body.next_cursor).not.toBeNull();
    });

    it('opens the reported lot for editing: the bundle and where to send the correction', async () => {
      const res = await h.request(`/v1/admin/error-reports/${reportId}`, { token: agent.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body.lot.bundle.parking_lot.id).toBe(lotId);
      expect(res.body.lot.bundle.pricing_rules.map((r: any) => r.price_minor)).toContain(200);
      expect(res.body.lot.edit).toEqual({ method: 'PATCH', path: `/v1/admin/parking-lots/${lotId}`, permission: 'parking.edit', allowed: false });
      const forOps = await h.request(`/v1/admin/error-reports/${reportId}`, { token: ops.token });
      expect(forOps.body.lot.edit.allowed).toBe(true);
    });

    const lotPatch = { pricing_rules: [{ rule_order: 0, category: 'unit', per_minutes: 30, price_minor: 300 }] };

    it('correcting the lot while resolving needs parking.edit; a refusal changes nothing and records nothing', async () => {
      const res = await h.request(`/v1/admin/error-reports/${reportId}/resolve`, { token: agent.token, body: { resolution_note: 'Fixed', lot_patch: lotPatch } });
      expect(res.status).toBe(403);
      expect(res.body.error.details).toMatchObject({ permission: 'parking.edit' });
      expect(await auditOf(reportId)).toEqual([]);
      expect(await auditOf(lotId)).toEqual([]);
      const still = await h.request(`/v1/admin/error-reports/${reportId}`, { token: agent.token });
      expect(still.body.error_report.status).toBe('open');
    });

    it('resolves with the correction in one transaction, tells the reporter, and audits both', async () => {
      const bad = await h.request(`/v1/admin/error-reports/${reportId}/resolve`, { token: ops.token, body: { lot_patch: { pricing_rules: [{ price_minor: -1 }] } } });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('lot_patch');

      const res = await h.request(`/v1/admin/error-reports/${reportId}/resolve`, {
        token: ops.token,
        body: { resolution_note: 'Price corrected to 300 yen per 30 minutes.', lot_patch: lotPatch },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.error_report).toMatchObject({ status: 'resolved', lot_corrected: true, resolved_by: ops.adminId });
      expect(res.body.lot.bundle.pricing_rules.map((r: any) => r.price_minor)).toEqual([300]);
      const fee = await h.request(`/v1/parking-lots/${lotId}/calc-fee`, {
        body: { entry_at: '2031-06-11T10:00:00+09:00', exit_at: '2031-06-11T10:30:00+09:00', vehicle_type: 'regular' },
      });
      expect(fee.body.total_amount).toBe(300);

      const mine = await h.request(`/v1/error-reports/${reportId}`, { token: userToken });
      expect(mine.body.error_report).toMatchObject({ status: 'resolved', resolution_note: 'Price corrected to 300 yen per 30 minutes.' });
      const notes = await h.db.query<{ type: string; data: any }>('select type, data from public.user_notifications where user_id = $1', [userId]);
      expect(notes.rows).toEqual([{ type: 'error_report_update', data: { error_report_id: reportId, lot_id: lotId, status: 'resolved' } }]);

      expect((await auditOf(lotId)).map((r) => r.action)).toEqual(['parking_lot.update']);
      expect((await auditOf(reportId)).map((r) => r.action)).toEqual(['error_report.resolve']);
    });

    it('refuses to reject a resolved report; reopens, then rejects with a note', async () => {
      const refused = await h.request(`/v1/admin/error-reports/${reportId}/reject`, { token: agent.token, body: { resolution_note: 'No' } });
      expect(refused.status).toBe(409);
      expect(refused.body.error.details).toMatchObject({ status: 'resolved', allowed_from: ['open'] });
      const noNote = await h.request(`/v1/admin/error-reports/${otherId}/reject`, { token: agent.token, body: {} });
      expect(noNote.status).toBe(422);
      expect(noNote.body.error.param).toBe('resolution_note');

      const reopened = await h.request(`/v1/admin/error-reports/${reportId}/reopen`, { method: 'POST', token: agent.token });
      expect(reopened.body.error_report).toMatchObject({ status: 'open', resolution_note: null, resolved_at: null, lot_corrected: false });
      const rejected = await h.request(`/v1/admin/error-reports/${otherId}/reject`, { token: agent.token, body: { resolution_note: 'The hours are right.' } });
      expect(rejected.body.error_report).toMatchObject({ status: 'rejected', resolution_note: 'The hours are right.' });
      const assigned = await h.request(`/v1/admin/error-reports/${reportId}/assign`, { token: agent.token, body: { admin_id: agent.adminId } });
      expect(assigned.body.error_report.assigned_admin_id).toBe(agent.adminId);
      const mine = await h.request('/v1/admin/error-reports?assignee=me&status=open', { token: agent.token });
      expect(mine.body.error_reports.map((r: any) => r.id)).toEqual([reportId]);

      expect((await auditOf(reportId)).map((r) => r.action)).toEqual(['error_report.resolve', 'error_report.reopen', 'error_report.assign']);
      expect((await auditOf(otherId)).map((r) => r.action)).toEqual(['error_report.reject']);
    });
  });
});
