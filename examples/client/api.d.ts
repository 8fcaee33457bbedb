// Generated from openapi.json by `npm run openapi` (openapi-typescript): do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process is up
         * @description Answers 200 while the process runs, without touching the database: for a process supervisor’s liveness probe. Never rate limited.
         */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers and the process is not shutting down; the queues in details
         * @description Answers 200 when the database answers within its timeout and the process is not draining; 503 otherwise, so a balancer stops sending traffic. `details` carries the job queues’ depth, oldest job age and dead letters.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The code master
         * @description Every code category (vehicle types in size order, structures, operators, lot types, statuses, ...) ordered by category then `sort_order`. Cacheable: answers 304 to a matching `If-None-Match`.
         */
        get: operations["listCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subscription plans on sale
         * @description The plans a user can subscribe to, with their store product ids and prices in yen. Public and cacheable: answers 304 to a matching `If-None-Match`.
         */
        get: operations["listSubscriptionPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tag master: every tag code a lot can carry
         * @description Every tag code a lot may carry, with its names per locale and category, in display order; retired tags are not offered. Public and cacheable (weak ETag, 304).
         */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crash-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an app crash
         * @description Anyone may report (a crash can happen before sign-in); a signed-in reporter is recorded.
         */
        post: operations["reportCrash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s profile and permission scopes
         * @description The signed-in user’s profile and the permission scopes the token grants. A withdrawn user’s token is 401.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller’s display name, locale, avatar or default vehicle
         * @description Changes only the fields sent. `avatar_asset_id` must be an uploaded `avatar` asset of the caller’s; `default_vehicle_id` one of the caller’s live vehicles. Unknown keys are 422 with `param`.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v1/me/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the caller’s account (runs withdraw_account)
         * @description In one transaction: the profile is anonymised and set `withdrawn`; vehicles, saved lots, push tokens, notifications and bought themes are deleted; a subscription still giving Plus is marked for cancellation; every session and refresh token is revoked and signing in is refused from then on; the e-mail address is released for a new sign-up. The parking history stays, anonymised, so sales figures do not change. The caller’s tokens answer 401 (`details.reason` `account_withdrawn`) afterwards, which is also what a repeat of this request gets. See docs/account.md.
         */
        post: operations["withdrawAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-lots/{id}/calc-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate the fee for a stay, exactly as the lot’s sign prices it
         * @description Runs `calc_parking_fee`, the same function that prices nearby search and final receipts. The stay is [entry_at, exit_at); band times and dates are read in the lot’s time zone. The breakdown shows each segment with its rule and units, each cap that reduced a charge, uncovered time and warnings.
         */
        post: operations["calcParkingFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/admins/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller as an admin (the portal’s login check)
         * @description 200 only for an active admin whose user_id is the token subject. The portal signs out (reason `not_admin`) on 401, 403 or 404.
         */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admin accounts, newest first
         * @description Admin accounts filtered by `status`, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listAdmins"];
        put?: never;
        /**
         * Create an admin account with a one-time initial password
         * @description Creates a confirmed identity user and an `active` admin; the 12-character password is returned once only. An admin may only grant a role whose every key they hold; only a Super Admin grants Super Admin. If the identity provider fails part-way (503), the admin is left `pending`: the same request again finishes it (or, when the address belongs to someone else’s account, answers 409 and removes it).
         */
        post: operations["createAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One admin account
         * @description One admin account with its role, status and last portal sign-in.
         */
        get: operations["getAdmin"];
        put?: never;
        post?: never;
        /**
         * Disable an admin account (kept for the record; can be re-enabled by PATCH)
         * @description Sets the account `disabled`: from the next request on, its tokens are refused on every admin route. The row stays for the audit log; PATCH with `status: active` re-enables it.
         */
        delete: operations["disableAdmin"];
        options?: never;
        head?: never;
        /**
         * Change an admin’s name, role or status
         * @description Changes only the fields sent. A caller may not raise an admin above their own role, change their own role or status, or leave the system without an active Super Admin; each change is recorded in the audit log.
         */
        patch: operations["updateAdmin"];
        trace?: never;
    };
    "/v1/admin/admins/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a new password for an admin, shown once
         * @description Generates a 12-character password for the admin, returned once in this answer and stored only as a hash; every session of the admin ends, so whoever knew the old password is signed out.
         */
        post: operations["resetAdminPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles
         * @description Every role, built-in roles (`is_system`) first; their keys are in GET /v1/admin/role-permissions.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description A custom role with no permission keys; grant them with PUT /v1/admin/roles/{id}/permissions. `role_code` is unique.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One role
         * @description One role; its keys are in GET /v1/admin/role-permissions.
         */
        get: operations["getRole"];
        put?: never;
        post?: never;
        /**
         * Delete a role no admin holds
         * @description Only a custom role that no admin holds can be deleted.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Change a role’s code, name, description or colour
         * @description Changes only the fields sent. A built-in role keeps its code.
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/v1/admin/roles/{id}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a role’s permission keys (the Roles screen’s one explicit save)
         * @description Replaces the role’s whole set of permission keys in one transaction: the portal’s Roles screen sends this only on an explicit save. Unknown keys are 422 with `param`.
         */
        put: operations["setRolePermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 31 permission keys with their groups
         * @description The 31 permission keys, grouped as the Roles screen shows them. Any active admin may read them.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/role-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Role-permission rows, from which the portal builds role → keys
         * @description One row per role and permission key; with `GET /v1/admin/admins?status=active` the portal builds what each admin may do. Any active admin may read them.
         */
        get: operations["listRolePermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/notification-prefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s notification preferences (each on by default)
         * @description Which admin notifications the caller receives (`new_owner`, `new_parking`, `system_alert`, `sales_daily`, `sales_monthly`); each is on until turned off.
         */
        get: operations["getAdminNotificationPrefs"];
        /**
         * Change the caller’s notification preferences (keys not sent keep their value)
         * @description Keys not sent keep their value; unknown keys are 422 with `param`.
         */
        put: operations["updateAdminNotificationPrefs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every admin write: who, when, what, and the changed fields before and after; newest first
         * @description Each row is written in the transaction of the change it records, so a row exists exactly when the change committed. Filter by `admin_id`, `action`, `target_type` + `target_id` and time (`from` inclusive, `to` exclusive).
         */
        get: operations["listAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published lots with filters, by name
         * @description Only `active` lots. `q` matches the name or the address (case-insensitive substring). Vehicle dimensions keep lots whose limit is at least the vehicle’s, or that state no limit; `vehicle_id` (with the caller’s token) does the same with every limit of one of the caller’s vehicles. Keyset paging with `cursor`.
         */
        get: operations["searchParkingLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-lots/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published lots around a point, nearest first (runs nearby_parking_lots)
         * @description Distances are great-circle metres from `lat`/`lng` to each lot’s representative point. Filters are the keys of `p_filters`: `max_height_m`, `tags` (all must apply), `open_now` (business hours in the lot’s time zone: day types, holidays, day of week, 24 h, closed days, overnight spans, effective dates; a lot without business hours is not known to be open), and `max_price` with `entry_at` and `exit_at` (the stay’s fee estimate must be complete and within the price; 422 naming `max_price` while fee estimates are not installed), and `vehicle_id` (one of the caller’s vehicles, with the caller’s token: only lots whose limits it fits).
         */
        get: operations["nearbyParkingLots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-lots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published lot: attributes, geometry, images, tags, hours and rating
         * @description A published lot with everything the app’s detail screen shows. Public and cacheable: a weak ETag, and 304 to a matching `If-None-Match`. A lot that is not published is 404, as if it did not exist.
         */
        get: operations["getParkingLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-lots/{id}/pricing-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pricing rules of a published lot, by rule_order
         * @description The lot’s pricing sign as structured rules, in the order the fee engine applies them (pricing.md). Public.
         */
        get: operations["listParkingLotPricingRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lots of any status, newest first
         * @description Lots of every status, filtered by status, source, owner or a text query on name and address, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListParkingLots"];
        put?: never;
        /**
         * Create a lot with its hours, pricing rules, images, tags and owners in one transaction
         * @description The status is the one in the body (default `draft`). Counts are the rows written.
         */
        post: operations["adminCreateParkingLotBundle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lot of any status with hours, pricing rules, images, tags and owners
         * @description A lot of any status with its hours, pricing rules, images, tags and owners, as the bundle editor loads it.
         */
        get: operations["adminGetParkingLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a lot and its parts in one transaction
         * @description Absent keys leave that part untouched; `hours` and `pricing_rules` replace the set; `images` is the desired set; `tags` upserts each listed tag (`state: null` removes it); `owner_ids` replaces the owners. Admins may set any status.
         */
        patch: operations["adminPatchParkingLotBundle"];
        trace?: never;
    };
    "/v1/parking-lots/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approved reviews of a published lot, newest first
         * @description Only approved reviews of a published lot, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listParkingLotReviews"];
        put?: never;
        /**
         * Review a published lot (listed once a moderator approves it)
         * @description One review per user and lot, with a rating of 1 to 5, an optional comment and up to 5 photos (uploaded assets of the caller’s). It is listed, and counts in the lot’s rating, once a moderator approves it, or at once when the `review_auto_approve` setting is on.
         */
        post: operations["postParkingLotReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owner/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Become a lot owner
         * @description Creates the caller’s owner profile, active at once; admins with the `new_owner` preference are notified.
         */
        post: operations["registerOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owner/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s owner profile
         * @description The caller’s owner profile with its status; 404 for a user who never registered as an owner.
         */
        get: operations["getOwnerMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owner/parking-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own lots, newest first
         * @description The caller’s own lots of every status, newest first, with each one’s moderation state and reason. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listOwnerParkingLots"];
        put?: never;
        /**
         * Register a lot with its parts in one transaction, linked to the caller
         * @description Status `pending` (awaiting review; admins with the `new_parking` preference are notified) unless the body says `draft`. No `owner_ids`: the lot is linked to the caller (`owners_count` 1).
         */
        post: operations["createOwnerParkingLotBundle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/owner/parking-lots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s lots with every part
         * @description One of the caller’s lots with its hours, pricing rules, images and tags; another owner’s lot is 404.
         */
        get: operations["getOwnerParkingLot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one of the caller’s lots and its parts in one transaction
         * @description Bundle patch semantics as for admins. `status` may be `draft` or `pending`, and only while the lot is draft, pending or rejected; an edit that does not send `status` keeps it (an active lot stays active).
         */
        patch: operations["patchOwnerParkingLotBundle"];
        trace?: never;
    };
    "/v1/parking-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a parking session at a public lot
         * @description Runs `create_parking_session` and writes a `session_start` activity. Every call carries a client request id (`client_request_id` in the body or an `Idempotency-Key` header). A repeat by the same user returns the original result and does nothing else, also when both calls race on different API processes. A repeat answers 200 with the same session.
         */
        post: operations["createParkingSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-sessions/{id}/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a parking session and confirm its fee
         * @description Runs `finalize_parking_session`: prices the stay with the lot’s rules at the exit time (the same engine as `calc_parking_fee`, also when the lot has since gone off the map), records `ended_at`, `total_amount` and the breakdown, and writes the `session_end` activity that awards experience points and badges, all in one transaction. Every call carries a client request id (`client_request_id` in the body or an `Idempotency-Key` header). A repeat by the same user returns the original result and does nothing else, also when both calls race on different API processes.
         */
        post: operations["finalizeParkingSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/parking-sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a parking session within 5 minutes of its start (no fee)
         * @description Runs `cancel_parking_session`; the 5 minutes are measured on the server clock. Every call carries a client request id (`client_request_id` in the body or an `Idempotency-Key` header). A repeat by the same user returns the original result and does nothing else, also when both calls race on different API processes.
         */
        post: operations["cancelParkingSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/parking-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s parking history, newest first, with lot name and fee
         * @description The caller’s sessions, filtered by `status`, newest first, each with its lot’s name and the fee charged (null while parking). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listMyParkingSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/parking-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the memo and personal rating of one of the caller’s sessions
         * @description Only the caller’s memo and personal rating change; the times and the fee never do.
         */
        patch: operations["updateMyParkingSession"];
        trace?: never;
    };
    "/v1/me/exp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s experience points and level
         * @description Points are awarded when a parking session ends, by the active experience rules.
         */
        get: operations["getMyExp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Badges the caller has earned, newest first
         * @description Every badge the caller has earned, newest first.
         */
        get: operations["listMyBadges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/badge-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active badges the caller has not earned yet, with the count so far
         * @description Active badges the caller has not earned yet, with the count so far and the count needed, for a progress bar.
         */
        get: operations["listMyBadgeProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Badge rules, active or not
         * @description Every badge rule, active or not, with its condition and threshold.
         */
        get: operations["listBadges"];
        put?: never;
        /**
         * Add a badge rule (awarded from the next finished session on)
         * @description A new badge rule: awarded from the next finished session on, never retroactively. `code` is unique.
         */
        post: operations["createBadge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/badges/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a badge rule, or switch it off (earned badges stay earned)
         * @description Changes only the fields sent; `active: false` switches the rule off, and badges already earned stay earned.
         */
        patch: operations["updateBadge"];
        trace?: never;
    };
    "/v1/admin/exp-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Experience-point rules, active or not
         * @description Every experience-point rule, active or not.
         */
        get: operations["listExpRules"];
        put?: never;
        /**
         * Add an experience-point rule (rules whose condition holds add up)
         * @description A new rule; the points of every rule whose condition a finished session meets add up. `code` is unique.
         */
        post: operations["createExpRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exp-rules/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an experience-point rule, or switch it off
         * @description Changes only the fields sent; `active: false` switches the rule off from the next finished session on.
         */
        patch: operations["updateExpRule"];
        trace?: never;
    };
    "/v1/admin/exp-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The level table: points at which each level begins
         * @description The level table: the experience points at which each level begins, ascending.
         */
        get: operations["listExpLevels"];
        /**
         * Replace the level table; every user’s level follows it at once
         * @description Replaces the whole table in one transaction; thresholds must rise strictly from level 1 at 0 points. Every user’s level follows at once, since levels are read from points.
         */
        put: operations["replaceExpLevels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published articles, newest first
         * @description Articles whose `published_at` has come, by locale and category. A scheduled article (published with a later time) appears by itself at that time.
         */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published article, with its Markdown body and that body as safe HTML
         * @description A published article by its slug, in the asked `locale` when there is one. `body_html` is the Markdown rendered and sanitised on the server, safe to show in a web view.
         */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running ads of a placement
         * @description Active ads of the placement whose schedule covers this moment (`starts_at` passed, `ends_at` not yet), for the locale and for every locale, highest priority first.
         */
        get: operations["listAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ads/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count an impression or a click of an ad
         * @description Adds one to the ad’s counter for today (Asia/Tokyo); the admin side reads impressions and clicks per day. An ad counts from its start until a day after its end (an app shows the list it fetched for a while).
         */
        post: operations["recordAdEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public sponsors, newest first
         * @description Sponsors currently running, newest first, with their point, radius and check-in reward. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listSponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sponsors/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public sponsors near a point, nearest first, with the distance
         * @description The same geographic index and distance as the nearby lot search (`nearby_sponsors`).
         */
        get: operations["nearbySponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sponsors/{id}/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in at a sponsor from where you stand, for its experience points
         * @description Runs `checkin_sponsor`: the position must be within the sponsor’s `checkin_radius_m`; one check-in per sponsor per day (Asia/Tokyo); a new check-in writes a `sponsor_checkin` activity that awards the sponsor’s `checkin_exp`, in one transaction. Every call carries a client request id (`client_request_id` in the body or an `Idempotency-Key` header): a repeat by the same user returns the original check-in with 200 and does nothing else, also when both calls race.
         */
        post: operations["checkInAtSponsor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews of any status, by status and lot
         * @description Reviews of any status, filtered by status and lot, sorted as asked. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One review
         * @description One review of any status, with the lot’s name and the last moderation decision (who, when, the rejection reason).
         */
        get: operations["adminGetReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a review: it is listed, and the lot’s avg_rating and review_count include it at once
         * @description Also reverses a rejection. Approving an approved review changes nothing.
         */
        post: operations["adminApproveReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a review with a reason; an approved one leaves the lot’s rating at once
         * @description Rejects a review with a reason shown to its author. Rejecting an approved review removes it from the lot’s list and rating in the same transaction; the decision is recorded in the audit log.
         */
        post: operations["adminRejectReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lot-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lots waiting for review (`pending`), the longest-waiting first, with owners and changes
         * @description Lots waiting for review (`pending`), the longest-waiting first, each with its owners and what changed since the last decision. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminParkingLotQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lots/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a lot: it is published (`active`)
         * @description From `pending`, `on_hold` to `active`. The owners are notified. Repeating the same decision with the same reason changes nothing.
         */
        post: operations["adminParkingLotApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lots/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a lot with a reason (`rejected`); the owner may fix it and send it again
         * @description From `pending` to `rejected`. The owners are notified. Repeating the same decision with the same reason changes nothing.
         */
        post: operations["adminParkingLotReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lots/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a lot on hold (`on_hold`): it leaves search until approved again
         * @description From `pending`, `active` to `on_hold`. The owners are notified. Repeating the same decision with the same reason changes nothing.
         */
        post: operations["adminParkingLotHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/parking-lots/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a lot (`withdrawn`)
         * @description From `pending`, `active`, `on_hold`, `rejected` to `withdrawn`. The owners are notified. Repeating the same decision with the same reason changes nothing.
         */
        post: operations["adminParkingLotWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tag master, retired tags included unless filtered
         * @description The tag master in display order, retired tags included unless `status` filters them out.
         */
        get: operations["adminListTags"];
        put?: never;
        /**
         * Create a tag
         * @description A new tag, offered to lots and search filters at once. `tag_code` is unique, also among retired tags.
         */
        post: operations["adminCreateTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a tag (its names), recategorise or reorder it; the code never changes
         * @description Changes only the fields sent; the code never changes, so existing links and clients stay valid.
         */
        patch: operations["adminUpdateTag"];
        trace?: never;
    };
    "/v1/admin/tags/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retire a tag: lots keep it, but it is no longer offered (/v1/tags, search filters) nor accepted for new links
         * @description Lots that carry the tag keep it and still show it; it leaves /v1/tags and the search filters, and new links to it are 422. Retiring a retired tag changes nothing. Recorded in the audit log.
         */
        post: operations["adminRetireTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/tags/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a retired tag again
         * @description The tag is offered again in /v1/tags and the search filters and accepted for new links. Restoring an offered tag changes nothing. Recorded in the audit log.
         */
        post: operations["adminRestoreTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lot owners, newest first
         * @description Lot owners filtered by status, approval and a text query on name and e-mail, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListOwners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/owners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One owner with their lots (the lots as far as the caller may see lots: parking.view)
         * @description One owner with their lots (the lots as far as the caller may see lots: `parking.view`).
         */
        get: operations["adminGetOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/owners/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an owner (records who and when; approving again changes nothing)
         * @description Records who approved and when; approving again changes nothing. A suspended owner must be reinstated first.
         */
        post: operations["adminApproveOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/owners/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an owner: from now on they can neither see nor write their lots (the lots stay as they are)
         * @description With a reason. From now on the owner can neither see nor write their lots; the lots themselves stay as they are.
         */
        post: operations["adminSuspendOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/owners/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a suspension
         * @description Ends a suspension: the owner sees and edits their lots again. Reinstating an owner who is not suspended changes nothing.
         */
        post: operations["adminReinstateOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The system settings, each with its value or default
         * @description Every system setting with its value, or its default when no admin has set it.
         */
        get: operations["adminGetSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change settings (keys not sent keep their value); each key is validated by its type and bounds
         * @description Applies at once in the process that served the change, and within 5 seconds in every other API process.
         */
        patch: operations["adminUpdateSettings"];
        trace?: never;
    };
    "/v1/admin/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue of ended sessions by day, month, lot, operator or ward, in the lots’ local time
         * @description A session counts on the local day it ended. With `Accept: text/csv` the rows come as CSV (header `key,label,sessions_count,revenue,average_stay_minutes`), streamed, without the totals.
         */
        get: operations["adminSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The counts the portal’s home shows
         * @description One call with the counts a portal’s home shows: pending lots and reviews, owners awaiting approval, and today’s (Asia/Tokyo) sessions, revenue and new users. A count whose own view key the caller lacks is null.
         */
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/storage/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a file and get a signed URL to PUT its bytes to
         * @description Inserts a `pending` asset of the caller’s and returns a signed PUT URL. The client PUTs the file directly to `upload_url` (Content-Type `mime_type`, exactly `file_size` bytes, no Authorization) before `expires_in` seconds pass. With the built-in store the asset is `uploaded` as soon as the PUT succeeds; with S3 the client then calls `POST /v1/storage/assets/{id}/confirm`. Only uploaded assets of the caller can be attached; pending ones are removed after a day.
         */
        post: operations["createUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/storage/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s assets and its state
         * @description One of the caller’s assets with its category, file name, type, size and status; another user’s asset is 404.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/storage/assets/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm that the bytes of a pending asset have arrived (S3 store)
         * @description Checks that the store holds the object with the declared size (and type) and marks the asset `uploaded`. An uploaded asset is returned as it is.
         */
        post: operations["confirmAssetUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file (built-in store): the `public_url` of an asset
         * @description Served with its content type and long-lived caching (a key is never reused): `Cache-Control: public, max-age=31536000, immutable`, an `ETag`, 304 on `If-None-Match`.
         */
        get: operations["getFile"];
        /**
         * Receive the bytes of an upload URL (built-in store)
         * @description The `upload_url` of the built-in store. The query is the signature: an HMAC over the method, key, content type, size and expiry. The body is the file, with the signed Content-Type and exactly the signed number of bytes. One PUT per URL.
         */
        put: operations["uploadFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s support tickets with their replies, newest first
         * @description The caller’s support tickets with their replies, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listSupportTickets"];
        put?: never;
        /**
         * File a support ticket (at most 5 per user per day)
         * @description At most 5 tickets per user per local day (Asia/Tokyo), counted inside the database function `create_support_ticket`, so that concurrent submissions cannot pass it together. Idempotent by client request id (`client_request_id` or an `Idempotency-Key` header, optional): a repeat returns the first result with 200 and records nothing.
         */
        post: operations["createSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s support tickets with its replies
         * @description One of the caller’s tickets with every reply; another user’s ticket is 404.
         */
        get: operations["getSupportTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/error-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s error reports and their outcome, newest first
         * @description The caller’s price and data error reports, newest first, each with its outcome once staff have looked at it. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listErrorReports"];
        put?: never;
        /**
         * Report incorrect information about a lot
         * @description Open until the support team resolves or rejects it; the reporter sees the outcome in their reports. Idempotent by client request id (`client_request_id` or an `Idempotency-Key` header, optional): a repeat returns the first result with 200 and records nothing.
         */
        post: operations["createErrorReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/error-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s error reports and its outcome
         * @description One of the caller’s error reports and its outcome; another user’s is 404.
         */
        get: operations["getErrorReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/apple-app-site-association": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * iOS universal links and shared web credentials (APPLE_APP_SITE_ASSOCIATION)
         * @description Served as application/json, without redirects, from the configuration validated at start. Unconfigured: a document that associates no app.
         */
        get: operations["getAppleAppSiteAssociation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/assetlinks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Android App Links (ANDROID_ASSET_LINKS)
         * @description Served as application/json, without redirects, from the configuration validated at start. Unconfigured: an empty list.
         */
        get: operations["getAndroidAssetLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s current subscription and whether they have Plus
         * @description The subscription that grants Plus now, else the one whose period ended last (null when the caller never subscribed). Its `status` is derived at the time of the request from the period end, renewal, cancellation and the plan’s grace period.
         */
        get: operations["getMySubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s notifications, newest first, with the unread count
         * @description The caller’s notifications, newest first, with `unread_count`; `unread_only=true` leaves out those read. The realtime channel `user_notifications` streams the same rows. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["listMyNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read by ids or up to an instant (runs mark_notifications_read)
         * @description Counts only the rows this call changed: ids of notifications already read, unknown or another user’s change nothing, so a repeated call answers `{"updated": 0}` and leaves every read_at as it was.
         */
        post: operations["markMyNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register or refresh this device’s push token
         * @description Idempotent: the token is one row, its last_seen_at refreshed. A token registered by another user moves to the caller (a phone that changed hands). The same device_id’s older token of the caller is replaced; a user keeps the 20 most recently seen tokens.
         */
        put: operations["putMyPushToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unregister a push token (on sign-out; 204 also when it is not the caller’s)
         * @description Call it on sign-out so the device stops receiving pushes. 204 also when the token is not registered or belongs to another user, so a client cannot learn whose a token is.
         */
        delete: operations["deleteMyPushToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/ai": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Natural-language search: one sentence in Japanese or English → the structured search
         * @description Reads a place (station, ward, city, chōme, landmark, lot name), a stay (dates, times, ranges, durations, overnight; Asia/Tokyo, relative to the request), a price limit and conditions (tags, vehicle height, structure, not mechanical, vehicle type) from the sentence, without any hosted model. `search` is the GET /v1/parking-lots/nearby query for it. Rate limited per user: 10 a minute on the free tier, 60 on Plus (RateLimit-* headers on every answer).
         */
        post: operations["searchAi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s vehicles, oldest first
         * @description The caller’s live vehicles, oldest first (at most 10), with the dimensions that are matched against a lot’s limits.
         */
        get: operations["listMyVehicles"];
        put?: never;
        /**
         * Register a vehicle
         * @description A user keeps at most 10 vehicles. Searches take `vehicle_id` to keep only lots the vehicle fits.
         */
        post: operations["createMyVehicle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s vehicles
         * @description One of the caller’s vehicles.
         */
        get: operations["getMyVehicle"];
        put?: never;
        post?: never;
        /**
         * Delete a vehicle (soft: it disappears from every route; no longer the default)
         * @description The vehicle disappears from every route and stops being the default; past sessions keep what they recorded.
         */
        delete: operations["deleteMyVehicle"];
        options?: never;
        head?: never;
        /**
         * Change a vehicle
         * @description Changes only the fields sent, within the same bounds as on creation.
         */
        patch: operations["updateMyVehicle"];
        trace?: never;
    };
    "/v1/me/saved-parking-lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s saved lots, newest saved first
         * @description Each as its search row. A saved lot that is no longer published is left out; the link stays and it comes back if the lot does.
         */
        get: operations["listMySavedParkingLots"];
        put?: never;
        /**
         * Save a published lot (idempotent)
         * @description Saving a lot twice is one link: 201 the first time, 200 with the same link afterwards. Only published lots can be saved.
         */
        post: operations["saveParkingLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/saved-parking-lots/{lotId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a saved lot (204 also when it was not saved)
         * @description Removes the link; 204 also when the lot was not saved.
         */
        delete: operations["unsaveParkingLot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/push-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The push queues: depth, oldest waiting job, dead letters
         * @description For each push queue: jobs waiting, the age of the oldest, and dead letters (jobs that failed every retry and need a look).
         */
        get: operations["getPushStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Themes the caller owns (or, with all=true, every theme with whether it is owned)
         * @description A theme is owned when it is free, bought with experience points, or granted by a badge the caller holds or a level the caller reached (grants are the theme master’s data). Premium themes are applied only with Plus.
         */
        get: operations["listMyThemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/themes/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an owned theme the caller’s theme (idempotent)
         * @description The theme must be owned (bought, or earned through its badge or level) and, if premium, the caller must have an active subscription. Applying the current theme again changes nothing.
         */
        post: operations["applyMyTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/themes/{id}/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a theme with experience points (idempotent: an owned theme costs nothing again)
         * @description Points to spend are those earned less those already spent on themes; spending never lowers the level (GET /v1/me/exp shows points earned).
         */
        post: operations["purchaseMyTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/subscription/verify-iap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an in-app purchase and register the subscription
         * @description Verifies the receipt with its store and registers the subscription to the caller, or brings it up to date. iOS: the signed transaction is verified offline with Apple’s library against Apple’s root certificates (bundle id, environment, product, not refunded, period still running). Android: Google Play’s Developer API is asked about the token (`purchases.subscriptionsv2.get`); an unacknowledged purchase is acknowledged. The plan is the one whose `ios_product_id` / `android_product_id` is `product_id`. One purchase is one subscription: verified again by the same user it answers 200 with the same subscription; a purchase already registered to another user, or bought by the app for another user (Apple `appAccountToken`, Google obfuscated account id), is 409. Premium (`is_premium`) follows from the subscription at once.
         */
        post: operations["verifyMyInAppPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verify-iap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an in-app purchase (same as /v1/me/subscription/verify-iap)
         * @description Verifies the receipt with its store and registers the subscription to the caller, or brings it up to date. iOS: the signed transaction is verified offline with Apple’s library against Apple’s root certificates (bundle id, environment, product, not refunded, period still running). Android: Google Play’s Developer API is asked about the token (`purchases.subscriptionsv2.get`); an unacknowledged purchase is acknowledged. The plan is the one whose `ios_product_id` / `android_product_id` is `product_id`. One purchase is one subscription: verified again by the same user it answers 200 with the same subscription; a purchase already registered to another user, or bought by the app for another user (Apple `appAccountToken`, Google obfuscated account id), is 409. Premium (`is_premium`) follows from the subscription at once.
         */
        post: operations["verifyInAppPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/app-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * App Store Server Notifications v2
         * @description Apple’s server notifications (renewals, renewal turned off or on, billing failure and grace, expiry, refunds, revocations). No bearer token: the signed payload, verified like a receipt (and its nested transaction and renewal info each on their own), is the authentication. A notification delivered again changes nothing twice; one older than what is recorded changes nothing.
         */
        post: operations["receiveAppStoreNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/google-play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Google Play real-time developer notifications (Pub/Sub push)
         * @description A Pub/Sub push subscription’s deliveries. Authenticated by the OIDC token Pub/Sub sends (`Authorization: Bearer`, signed by Google for the configured service account and audience), not by this API’s tokens. The purchase the notification names is then read again from Google (`purchases.subscriptionsv2.get`): its content is never taken on trust. A message delivered again changes nothing twice.
         */
        post: operations["receiveGooglePlayNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Articles of every status, newest first
         * @description Drafts, scheduled, published and archived articles, filtered by status, locale, category and a text query. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListArticles"];
        put?: never;
        /**
         * Write a draft article
         * @description Always a draft: publishing is its own step (articles.publish). Recorded in the audit log.
         */
        post: operations["adminCreateArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article of any status, with its preview (`body_html`)
         * @description The body as the app will show it, rendered and sanitised by the same code as the public read.
         */
        get: operations["adminGetArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an article’s fields (not its status)
         * @description Changes only the fields sent. Editing a published or scheduled article changes what the public reads, so it also needs articles.publish (403 with `details.permission`).
         */
        patch: operations["adminUpdateArticle"];
        trace?: never;
    };
    "/v1/admin/articles/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render unsaved Markdown as the app will show it
         * @description Nothing is stored. The HTML is what the public read would give for this body.
         */
        post: operations["adminPreviewArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/articles/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish now, or schedule with a later `published_at`
         * @description From `draft`, or from `published`/`scheduled` with a new time (reschedules it; without one a published article stays as it is and a scheduled one goes out now). An archived article is 409: restore it first. Recorded in the audit log.
         */
        post: operations["adminPublishArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/articles/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a published or scheduled article back to draft
         * @description The public no longer sees it. A draft stays a draft (200, nothing recorded); an archived one is 409. Recorded in the audit log.
         */
        post: operations["adminUnpublishArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/articles/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an article
         * @description From `draft`, or from `published`/`scheduled` with articles.publish too (403 otherwise). Archiving an archived article changes nothing. Recorded in the audit log.
         */
        post: operations["adminArchiveArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/articles/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an archived article back as a draft
         * @description Only from `archived`; a draft stays a draft; a published one is 409 (unpublish it). Recorded in the audit log.
         */
        post: operations["adminRestoreArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ads with their schedule state and counts, newest first
         * @description Filtered by placement and state (scheduled, running, ended, inactive). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListAds"];
        put?: never;
        /**
         * Create an ad in a placement with its schedule
         * @description Shown in `/v1/ads` of its placement while active and between `starts_at` and `ends_at`. Recorded in the audit log.
         */
        post: operations["adminCreateAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an ad, its placement or its schedule; `is_active: false` stops it
         * @description Changes only the fields sent. Recorded in the audit log.
         */
        patch: operations["adminUpdateAd"];
        trace?: never;
    };
    "/v1/admin/ads/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An ad’s impressions and clicks per local day
         * @description Every day of the range (Asia/Tokyo), days without events as zeros; at most 400 days.
         */
        get: operations["adminAdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sponsors of every status, with point, radius and reward, newest first
         * @description Sponsors are guarded by the ads keys (the contract has no sponsors.* keys). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListSponsors"];
        put?: never;
        /**
         * Create a sponsor: its point, check-in radius and reward
         * @description Public (`/v1/sponsors`, nearby, check-in) once `status` is `active`. Recorded in the audit log.
         */
        post: operations["adminCreateSponsor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/sponsors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a sponsor, its point, radius, reward or status
         * @description Changes only the fields sent; `reward` replaces the whole reward. Recorded in the audit log.
         */
        patch: operations["adminUpdateSponsor"];
        trace?: never;
    };
    "/v1/admin/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The theme master in display order, inactive themes included
         * @description Every theme with its price, grants and how many users bought it.
         */
        get: operations["adminListThemes"];
        put?: never;
        /**
         * Create a theme
         * @description `code` is permanent. Recorded in the audit log.
         */
        post: operations["adminCreateTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/themes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a theme: names, colours, price, grants, order; `is_active: false` withdraws it
         * @description Changes only the fields sent. A withdrawn theme is no longer offered; users who applied it keep it. Recorded in the audit log.
         */
        patch: operations["adminUpdateTheme"];
        trace?: never;
    };
    "/v1/admin/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The holiday calendar of a year, the one the fee engine prices by
         * @description National, substitute and citizens’ holidays and any one-off holidays added here, in date order.
         */
        get: operations["adminListHolidays"];
        put?: never;
        /**
         * Add a one-off holiday; fees are priced by it from the next calculation
         * @description Pricing rules for `holiday` apply on that day and `holiday_eve` on the day before. Recorded in the audit log.
         */
        post: operations["adminAddHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/holidays/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a holiday from the calendar
         * @description The day is priced by its weekday from the next calculation. Recorded in the audit log.
         */
        delete: operations["adminRemoveHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/support-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Support tickets by status, category, assignee and age, oldest first
         * @description A queue by default (`sort=oldest`). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListSupportTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/support-tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ticket with its thread
         * @description The ticket, its attachments and every reply, oldest first.
         */
        get: operations["adminGetSupportTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/support-tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a ticket: the user reads it in their ticket and is notified
         * @description From `open` or `answered`; the ticket becomes `answered` (or `closed` with `close: true`). The user gets a `support_reply` notification in the same transaction. A closed ticket is 409: reopen it first. Recorded in the audit log.
         */
        post: operations["adminReplySupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/support-tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a ticket
         * @description From `open` or `answered`; closing a closed ticket changes nothing. Recorded in the audit log.
         */
        post: operations["adminCloseSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/support-tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed or answered ticket
         * @description Back to `open`; an open ticket stays as it is. Recorded in the audit log.
         */
        post: operations["adminReopenSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/support-tickets/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a ticket to an admin, or unassign it
         * @description The admin must be active and hold support.view (422 `param: admin_id`). Recorded in the audit log.
         */
        post: operations["adminAssignSupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/error-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Error reports by status, kind, lot, assignee and age, oldest first
         * @description A queue by default (`sort=oldest`). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).
         */
        get: operations["adminListErrorReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/error-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One error report, with the reported lot opened for editing
         * @description The lot comes as the bundle editor loads it (`lot.bundle`), with where to send the correction (`lot.edit`) and whether the caller may.
         */
        get: operations["adminGetErrorReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/error-reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a report, optionally correcting the lot in the same transaction
         * @description From `open`. With `lot_patch` (needs parking.edit too, 403 otherwise) the lot is corrected as by the bundle PATCH and `lot_corrected` is set; a failing patch leaves the report open. The reporter gets an `error_report_update` notification. Resolving a resolved report changes nothing; a rejected one is 409 (reopen it). Recorded in the audit log.
         */
        post: operations["adminResolveErrorReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/error-reports/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a report with a note the reporter reads
         * @description From `open`; the reporter is notified. Rejecting a rejected report with the same note changes nothing; a resolved one is 409. Recorded in the audit log.
         */
        post: operations["adminRejectErrorReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/error-reports/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a resolved or rejected report
         * @description Back to `open`, the outcome cleared; an open report stays as it is. Recorded in the audit log.
         */
        post: operations["adminReopenErrorReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/error-reports/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a report to an admin, or unassign it
         * @description The admin must be active and hold support.view (422 `param: admin_id`). Recorded in the audit log.
         */
        post: operations["adminAssignErrorReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users by id, e-mail or name; filter by status and Plus
         * @description Users found by a `q` that is a user id (exact) or part of the e-mail address or display name, filtered by `status` and `premium`, sorted `newest` (default), `oldest` or by `email`. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page); a cursor belongs to its sort order.
         */
        get: operations["adminListUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user with their sign-in sessions, recent parking sessions, vehicles, subscription and support tickets
         * @description The user with their live sign-in sessions, the 10 most recent parking sessions, their vehicles, the current subscription (as the user sees it) and the 10 most recent support tickets (null unless the caller also holds `support.view`).
         */
        get: operations["adminGetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ban a user: every session and refresh token ends at once, and sign-in is refused until unbanned
         * @description Bans the user in the identity layer: every session and refresh token ends in the same transaction, so the user’s access tokens are refused (401) and refreshes fail from the commit on; sign-in answers `user_banned` until unbanned. The same reason again changes and records nothing; another reason replaces it. An admin account that is not disabled cannot be banned (409).
         */
        post: operations["adminBanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a ban: the user may sign in again (sessions the ban ended stay ended)
         * @description Lifts a ban: the user can sign in again. Sessions the ban ended stay ended. Unbanning a user who is not banned changes and records nothing.
         */
        post: operations["adminUnbanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{id}/grant-premium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant Plus by hand until a date, with a reason (a running grant is changed, not doubled)
         * @description Grants Plus until `ends_at` with a `reason`, as a subscription on the platform `admin` that never renews: it shows in the user’s `GET /v1/me` (`is_premium`) and `GET /v1/me/subscription` at once. A user with a running grant has it changed (plan, end, reason) rather than a second one added; the same grant again records nothing.
         */
        post: operations["adminGrantPremium"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{id}/revoke-premium": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End Plus granted by hand, now, with a reason
         * @description Ends the user’s running Plus grants (by hand) now, with a `reason`. With no grant to end, nothing changes (200), unless the user’s Plus comes from a store purchase: that only the store ends (409).
         */
        post: operations["adminRevokePremium"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/subscription-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every subscription plan, those off sale too, in display order
         * @description Every plan, those off sale too, filtered by `status` (on sale or not) and `tier`, in display order, with how many subscriptions each has. Not paged: the master is small.
         */
        get: operations["adminListSubscriptionPlans"];
        put?: never;
        /**
         * Create a subscription plan with its store product ids
         * @description Creates a plan. `plan_code` and `tier` are permanent. A Plus plan is billed by `month` or `year`; the free tier has no period and no store product ids. Each App Store and Google Play product id names at most one plan (409 otherwise). `GET /v1/subscription-plans` shows a new plan on sale within its cache time.
         */
        post: operations["adminCreateSubscriptionPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/subscription-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subscription plan
         * @description One plan with its store product ids and subscription counts.
         */
        get: operations["adminGetSubscriptionPlan"];
        put?: never;
        post?: never;
        /**
         * Delete a plan nobody ever subscribed to (otherwise take it off sale with is_active: false)
         * @description Deletes a plan nobody ever subscribed to; a plan with subscriptions is taken off sale with `is_active: false` instead (409).
         */
        delete: operations["adminDeleteSubscriptionPlan"];
        options?: never;
        head?: never;
        /**
         * Change a plan: names, price, limits, store product ids, sale; plan_code and tier never change
         * @description Changes the fields sent. A store product id that purchases of the plan in that store were made under stays (409), because their renewals find the plan by it: sell a new product as a new plan. `is_active: false` takes a plan off sale; its subscribers keep it. The same values again record nothing.
         */
        patch: operations["adminUpdateSubscriptionPlan"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        ErrorEnvelope: {
            error: {
                /**
                 * @description Machine-readable, snake_case.
                 * @enum {string}
                 */
                code: "malformed_json" | "unknown_tag_code" | "iap_invalid" | "unauthorized" | "forbidden" | "not_found" | "lot_not_found" | "method_not_allowed" | "conflict" | "concurrent_session_not_allowed" | "cancel_window_expired" | "already_checked_in" | "payload_too_large" | "unsupported_media_type" | "upgrade_required" | "validation_error" | "vehicle_not_allowed" | "too_far" | "unparseable" | "rate_limited" | "server_error" | "service_unavailable";
                /** @description Human-readable. */
                message: string;
                /** @description Equal to the X-Request-Id response header. */
                request_id: string;
                /** @description Translation key of the message. */
                message_key?: string;
                /** @description The offending request field (first path element); null for the request as a whole. */
                param?: string | null;
                doc_url?: string | null;
                details?: {
                    [key: string]: unknown;
                };
                issues?: components["schemas"]["ValidationIssue"][];
            };
        };
        ValidationIssue: {
            /** @description Where in the request the problem is. */
            path: (string | number)[];
            /** @description Kind of problem (e.g. too_big, invalid_type). */
            code: string;
            message: string;
        };
        Readiness: {
            /** @enum {string} */
            status: "ok";
            details: {
                /** @description The job queues (mail, push): depth, oldest waiting job, dead letters. Null when they could not be read; at most 5 s old. */
                queues: components["schemas"]["QueueStat"][] | null;
            };
        };
        QueueStat: {
            /** @example push.batch */
            name: string;
            /** @description Jobs waiting for a worker (new, or waiting for their retry). */
            queued: number;
            /** @description Jobs a worker holds now. */
            active: number;
            /** @description Seconds since the oldest waiting job was enqueued; null when none waits. */
            oldest_queued_age_seconds: number | null;
            /** @description Jobs whose retries were spent, kept in the dead-letter queue. */
            dead_letters: number;
        };
        CodeList: {
            codes: components["schemas"]["Code"][];
        };
        Code: {
            /** @example vehicle_type */
            category: string;
            /** @example kei */
            code: string;
            /** @example Light car (kei) */
            label_en: string;
            /** @example 軽自動車 */
            label_ja: string;
            /** @description Ascending; for vehicle_type this is size order. */
            sort_order: number;
        };
        SubscriptionPlanList: {
            subscription_plans: components["schemas"]["SubscriptionPlan"][];
        };
        SubscriptionPlan: {
            /** Format: uuid */
            id: string;
            /** @example plus_monthly */
            plan_code: string;
            /** @enum {string} */
            tier: "free" | "plus";
            name_en: string;
            name_ja: string;
            description_en: string;
            description_ja: string;
            /**
             * @description Yen, tax included.
             * @example 480
             */
            price_minor: number;
            /** @enum {string} */
            currency: "JPY";
            /** @enum {string|null} */
            billing_period: "month" | "year" | null;
            /** @description Natural-language searches allowed per minute. */
            ai_search_per_minute: number;
            features: string[];
            ios_product_id: string | null;
            android_product_id: string | null;
            sort_order: number;
        };
        TagList: {
            tags: components["schemas"]["Tag"][];
        };
        Tag: {
            /** Format: uuid */
            id: string;
            /**
             * @description The slug used by lot bundles and search filters.
             * @example ev_charger
             */
            tag_code: string;
            /** @enum {string} */
            category: "payment" | "facility" | "vehicle" | "access" | "service";
            name_en: string;
            name_ja: string;
            sort_order: number;
        };
        CrashReportResult: {
            /** @enum {boolean} */
            ok: true;
        };
        CrashReportBody: {
            /** @description The stack trace, as the app captured it. */
            stack: string;
            /** @example iPhone15,2 iOS 18.1 */
            device: string;
            /** @example 1.4.2 (312) */
            app_version: string;
        };
        Me: {
            profile: {
                /** Format: uuid */
                user_id: string;
                /** @description From the access token. */
                email: string | null;
                display_name: string | null;
                /** @enum {string} */
                locale: "ja" | "en";
                /** @enum {string} */
                status: "active" | "withdrawn";
                /**
                 * Format: uuid
                 * @description The uploaded image shown as the avatar.
                 */
                avatar_asset_id: string | null;
                /** @description Its public URL. */
                avatar_url: string | null;
                /**
                 * Format: uuid
                 * @description The vehicle the app searches and parks with by default.
                 */
                default_vehicle_id: string | null;
                /**
                 * Format: uuid
                 * @description The applied theme (POST /v1/me/themes/{id}/apply); null for the app’s default, also while a premium theme waits for Plus to return.
                 */
                theme_id: string | null;
                /** @description Whether the caller has Plus now: derived from the subscription and its expiry (see GET /v1/me/subscription). */
                is_premium: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
            scopes: {
                /** @enum {boolean} */
                user: true;
                /** @description A registered, active lot owner. */
                owner: boolean;
                /** @description An active admin. */
                admin: boolean;
                admin_role_code: string | null;
                /** @description The admin’s permission keys; empty for non-admins. */
                permissions: components["schemas"]["PermissionKey"][];
            };
        };
        /** @enum {string} */
        PermissionKey: "dashboard.view" | "parking.view" | "parking.edit" | "tags.view" | "tags.edit" | "reviews.view" | "reviews.moderate" | "users.view" | "users.edit" | "owners.view" | "owners.edit" | "plans.view" | "plans.edit" | "support.view" | "support.respond" | "notifications.view" | "notifications.send" | "sales.view" | "articles.view" | "articles.edit" | "articles.publish" | "ads.view" | "ads.edit" | "gamification.view" | "gamification.edit" | "admins.view" | "admins.edit" | "roles.view" | "roles.edit" | "settings.view" | "settings.edit";
        /** @description Keys sent change, keys left out stay. Unknown keys are 422 naming the key. */
        MePatchBody: {
            /** @description 1 to 100 characters; null clears it. */
            display_name?: string | null;
            /** @enum {string} */
            locale?: "ja" | "en";
            /**
             * Format: uuid
             * @description An image the caller uploaded (POST /v1/storage/upload-url); null removes the avatar. Anything else is 422 naming the field.
             */
            avatar_asset_id?: string | null;
            /**
             * Format: uuid
             * @description One of the caller’s vehicles; null clears it. Deleting the vehicle clears it too.
             */
            default_vehicle_id?: string | null;
        };
        FeeResult: {
            /**
             * @description Yen: the sum of the charges after caps.
             * @example 2000
             */
            total_amount: number;
            breakdown: components["schemas"]["FeeBreakdown"];
        };
        FeeBreakdown: {
            /** @enum {string} */
            currency: "JPY";
            /** @example Asia/Tokyo */
            timezone: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00Z
             */
            entry_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00Z
             */
            exit_at: string;
            /** @description The stay in minutes, rounded up. */
            duration_min: number;
            /** @description False when some part of the stay has no unit rule: the total is then not a full price. */
            complete: boolean;
            total_before_caps: number;
            uncovered: {
                /**
                 * Format: date-time
                 * @example 2026-11-24T09:00:00Z
                 */
                start: string;
                /**
                 * Format: date-time
                 * @example 2026-11-24T09:00:00Z
                 */
                end: string;
            }[];
            segments: components["schemas"]["FeeSegment"][];
            /** @description Each capped period that reduced a charge. */
            caps: components["schemas"]["FeeCap"][];
            warnings: ("exceeds_max_parking_duration" | "outside_business_hours")[];
        };
        FeeSegment: {
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00Z
             */
            start: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00Z
             */
            end: string;
            /** @description The governing unit rule. */
            rule_order: number;
            /** @description The rule’s day type (null on the rule reads as `all`). */
            day_type: string;
            per_minutes: number;
            price_minor: number;
            /** @description Started units, each charged in full. */
            units: number;
            amount_before_caps: number;
            amount_after_caps: number;
        };
        FeeCap: {
            rule_order: number;
            /** @enum {string} */
            cap_type: "daily_max" | "hour_window_max" | "duration" | "daily";
            cap_scope: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00Z
             */
            period_start: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00Z
             */
            period_end: string;
            cap_price_minor: number;
            /** @description What the period’s charges came to after the cap. */
            charged: number;
            /** @description How much this cap took off. */
            saved: number;
        };
        CalcFeeBody: {
            /**
             * Format: date-time
             * @example 2026-11-24T18:00:00+09:00
             */
            entry_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T18:00:00+09:00
             */
            exit_at: string;
            /**
             * @description A vehicle_type code (see /v1/codes).
             * @example kei
             */
            vehicle_type?: string;
        };
        AdminResult: {
            admin: components["schemas"]["Admin"];
        };
        Admin: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The identity-provider user.
             */
            user_id: string | null;
            name: string;
            email: string;
            /** Format: uuid */
            role_id: string;
            /**
             * @description `active` allows portal login. `pending`: a create that failed part-way (the identity provider was unreachable); repeating the create with the same e-mail finishes it.
             * @enum {string}
             */
            status: "active" | "disabled" | "pending";
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            last_login_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            created_at: string;
        };
        AdminList: {
            admins: components["schemas"]["Admin"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminCreated: {
            admin: components["schemas"]["Admin"];
            /** @description Shown once; never retrievable again. */
            initial_password: string;
        };
        AdminCreateBody: {
            /** Format: email */
            email: string;
            name: string;
            /** Format: uuid */
            role_id: string;
        };
        AdminPatchBody: {
            name?: string;
            /** Format: uuid */
            role_id?: string;
            /** @enum {string} */
            status?: "active" | "disabled";
        };
        AdminPasswordReset: {
            /** @description Shown once. */
            password: string;
        };
        RoleList: {
            roles: components["schemas"]["Role"][];
        };
        Role: {
            /** Format: uuid */
            id: string;
            role_code: string;
            name: string;
            description: string;
            /** @example #2563eb */
            color: string;
            /** @description Built-in roles cannot be deleted or recoded. */
            is_system: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            created_at: string;
        };
        RoleResult: {
            role: components["schemas"]["Role"];
        };
        RoleCreateBody: {
            role_code: string;
            name: string;
            /** @default  */
            description: string;
            /** @default #64748b */
            color: string;
            /** @default [] */
            permission_keys: components["schemas"]["PermissionKey"][];
        };
        RolePatchBody: {
            role_code?: string;
            name?: string;
            description?: string;
            color?: string;
        };
        RolePermissionSet: {
            /** Format: uuid */
            role_id: string;
            permission_keys: components["schemas"]["PermissionKey"][];
        };
        RolePermissionsBody: {
            permission_keys: components["schemas"]["PermissionKey"][];
        };
        PermissionList: {
            permissions: {
                key: components["schemas"]["PermissionKey"];
                group: string;
                description: string;
            }[];
        };
        RolePermissionList: {
            role_permissions: {
                /** Format: uuid */
                role_id: string;
                permission_key: components["schemas"]["PermissionKey"];
            }[];
        };
        AdminNotificationPrefsResult: {
            notification_prefs: components["schemas"]["AdminNotificationPrefs"];
        };
        AdminNotificationPrefs: {
            new_owner: boolean;
            new_parking: boolean;
            sales_daily: boolean;
            sales_monthly: boolean;
            system_alert: boolean;
        };
        AdminNotificationPrefsBody: {
            new_owner?: boolean;
            new_parking?: boolean;
            sales_daily?: boolean;
            sales_monthly?: boolean;
            system_alert?: boolean;
        };
        AdminAuditLog: {
            audit_log: components["schemas"]["AdminAuditEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminAuditEntry: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            admin_id: string;
            admin_name: string;
            admin_email: string;
            /** @example review.approve */
            action: string;
            /** @example review */
            target_type: string;
            target_id: string | null;
            /** @description The changed fields before the write; null for a create. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The changed fields after the write; null for a delete. */
            after: {
                [key: string]: unknown;
            } | null;
            request_id: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            created_at: string;
        };
        ParkingLotList: {
            parking_lots: components["schemas"]["ParkingLotListItem"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        ParkingLotListItem: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            /** @enum {string} */
            lot_type: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            /** @enum {string|null} */
            structure: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method: "self" | "mechanical" | null;
            /** @enum {string|null} */
            operator_code: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            max_height_m: number | null;
            max_width_m: number | null;
            max_length_m: number | null;
            max_weight_t: number | null;
            max_tire_width_mm: number | null;
            geometry: components["schemas"]["ParkingLotGeometry"];
            main_image: string | null;
            /** @description Codes of the tags that apply. */
            tags: string[];
            /** @description Mean of approved reviews, 2 decimals; null without any. */
            avg_rating: number | null;
            /** @description Approved reviews. */
            review_count: number;
        };
        /** @description Where the lot is: a point, a line (e.g. street-side meters) or an area. Search measures from a representative point derived from it. */
        ParkingLotGeometry: {
            /** @enum {string} */
            shape_type: "point";
            point: components["schemas"]["GeometryPoint"];
        } | {
            /** @enum {string} */
            shape_type: "line";
            line: components["schemas"]["GeoJSONLineString"];
        } | {
            /** @enum {string} */
            shape_type: "area";
            area: components["schemas"]["GeoJSONPolygon"];
        } | null;
        /** @description WGS84 decimal degrees. */
        GeometryPoint: {
            lat: number;
            lng: number;
        };
        GeoJSONLineString: {
            /** @enum {string} */
            type: "LineString";
            coordinates: components["schemas"]["LngLat"][];
        };
        /** @description [lng, lat]: longitude first. */
        LngLat: [
            number,
            number
        ];
        /** @description Outer ring, then holes; each ring closed, at least 4 points. */
        GeoJSONPolygon: {
            /** @enum {string} */
            type: "Polygon";
            coordinates: components["schemas"]["LngLat"][][];
        };
        NearbyParkingLotList: {
            parking_lots: components["schemas"]["NearbyParkingLot"][];
        };
        NearbyParkingLot: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            /** @description Representative point of the lot’s geometry. */
            lat: number;
            lng: number;
            /** @description Great-circle distance from the query point, metres, 0.1 m. */
            distance_m: number;
            avg_rating: number | null;
            review_count: number;
            /** @description URL of the main image (else the first by sort_order); null without images. */
            main_image: string | null;
            /** @description Codes of the tags that apply. */
            tags: string[];
            /** @description Present when entry_at and exit_at are given: the stay’s fee by calc_parking_fee, in yen; null when the lot’s rules do not price the whole stay. */
            estimated_fee?: number | null;
            /** @description Present with estimated_fee: whether the lot’s rules price the whole stay. */
            fee_complete?: boolean;
        };
        PublicParkingLotResult: {
            parking_lot: components["schemas"]["PublicParkingLot"];
        };
        /** @description A published lot: its attributes, geometry, images, tags, hours and rating. */
        PublicParkingLot: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            /** Format: uuid */
            parent_id: string | null;
            variant_label: string | null;
            place_id: string | null;
            total_spaces: number | null;
            /** @enum {string|null} */
            structure: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty: "easy" | "normal" | "hard" | null;
            max_height_m: number | null;
            max_width_m: number | null;
            max_length_m: number | null;
            max_weight_t: number | null;
            min_clearance_cm: number | null;
            max_tire_width_mm: number | null;
            max_parking_duration_min: number | null;
            receipt_available: boolean | null;
            /** @enum {string|null} */
            operator_code: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            updated_at: string;
            geometry: components["schemas"]["ParkingLotGeometry"];
            /** @enum {string} */
            lot_type: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            vehicle_type_max: string | null;
            description: string | null;
            pricing_notes: string | null;
            contact_phone: string | null;
            contact_email: string | null;
            contact_url: string | null;
            capacity_kei: number | null;
            capacity_regular: number | null;
            capacity_oversized: number | null;
            capacity_motorcycle: number | null;
            capacity_ev: number | null;
            capacity_disabled: number | null;
            entry_exit_locations: components["schemas"]["EntryExitLocations"];
            /**
             * @description IANA time zone in which hours and pricing bands are read.
             * @example Asia/Tokyo
             */
            timezone: string;
            images: components["schemas"]["ParkingLotImage"][];
            tags: components["schemas"]["ParkingLotTagState"][];
            hours: components["schemas"]["ParkingLotHour"][];
            /** @description Mean of approved reviews, 2 decimals; null without any. */
            avg_rating: number | null;
            /** @description Approved reviews. */
            review_count: number;
        };
        EntryExitLocations: {
            /**
             * @description `shared` one combined gate, `separate` one entrance and one exit, `multiple` several gates in pins.
             * @enum {string}
             */
            mode: "shared" | "separate" | "multiple";
            pins: components["schemas"]["EntryExitPin"][];
        } | null;
        EntryExitPin: {
            /** @enum {string} */
            kind: "entry" | "exit" | "both";
            lat: number;
            lng: number;
            label?: string;
        };
        ParkingLotImage: {
            /** Format: uuid */
            asset_id: string;
            /** @description Public URL of the image. */
            url: string;
            is_main: boolean;
            sort_order: number | null;
        };
        ParkingLotTagState: {
            tag_code: string;
            name_en: string;
            name_ja: string;
            category: string;
            /** @description true applies, false explicitly does not. Tags in neither state are unknown and not listed. */
            state: boolean;
        };
        ParkingLotHour: {
            /** @enum {string} */
            window_type: "business" | "entry" | "exit" | "after_hours_exit";
            /** @enum {string} */
            day_type: "all" | "weekday" | "saturday" | "sunday" | "holiday" | "holiday_eve";
            day_of_week: number | null;
            is_24h: boolean;
            is_closed: boolean;
            open_time: string | null;
            close_time: string | null;
            /** Format: date */
            effective_from: string | null;
            /** Format: date */
            effective_to: string | null;
        };
        ParkingLotPricingRuleList: {
            pricing_rules: components["schemas"]["ParkingLotPricingRule"][];
        };
        ParkingLotPricingRule: {
            rule_order: number;
            /** @enum {string} */
            category: "unit" | "cap" | "hourly";
            /** @enum {string|null} */
            day_type: "all" | "weekday" | "saturday" | "sunday" | "holiday" | "holiday_eve" | null;
            time_start: string | null;
            time_end: string | null;
            per_minutes: number | null;
            price_minor: number | null;
            /** @enum {string|null} */
            cap_type: "daily_max" | "hour_window_max" | "duration" | "daily" | null;
            cap_duration_hours: number | null;
            cap_price_minor: number | null;
            cap_repeat: boolean | null;
            cap_scope: string | null;
        };
        ParkingLotAdminList: {
            parking_lots: components["schemas"]["ParkingLotResponse"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        ParkingLotResponse: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            status: components["schemas"]["ParkingLotStatus"];
            /**
             * @description `manual`, or one of five imported origins.
             * @enum {string|null}
             */
            source: "manual" | "source_a" | "source_b" | "source_c" | "source_d" | "source_e" | null;
            /** Format: uuid */
            parent_id: string | null;
            variant_label: string | null;
            place_id: string | null;
            total_spaces: number | null;
            /** @enum {string|null} */
            structure: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty: "easy" | "normal" | "hard" | null;
            max_height_m: number | null;
            max_width_m: number | null;
            max_length_m: number | null;
            max_weight_t: number | null;
            min_clearance_cm: number | null;
            max_tire_width_mm: number | null;
            max_parking_duration_min: number | null;
            receipt_available: boolean | null;
            /** @enum {string|null} */
            operator_code: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            raw_text: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            updated_at: string;
            geometry: components["schemas"]["ParkingLotGeometry"];
        };
        /**
         * @description `draft` (owner still writing), `pending` (awaiting review), `active` (published), `on_hold`, `withdrawn`, `rejected`.
         * @enum {string}
         */
        ParkingLotStatus: "draft" | "pending" | "active" | "on_hold" | "withdrawn" | "rejected";
        ParkingLotBundleResponse: {
            parking_lot: components["schemas"]["ParkingLotResponse"];
            /** @description Rows inserted into hours; 0 when hours was absent. */
            hours_count: number;
            /** @description Rows inserted. */
            pricing_rules_count: number;
            /** @description Rows inserted (create) or differences applied (patch). */
            images_count: number;
            /** @description Rows upserted, including removals by state null. */
            tags_count: number;
            /** @description Owner links inserted: the length of owner_ids; 1 for an owner’s own new lot. */
            owners_count: number;
        };
        ParkingLotBundleCreateBody: {
            parking_lot: components["schemas"]["ParkingLotCoreCreate"];
            /** @description Replaces the whole set when present; at most 50. */
            hours?: components["schemas"]["ParkingLotHourInput"][];
            /** @description Replaces the whole set when present; at most 100. */
            pricing_rules?: components["schemas"]["ParkingLotPricingRuleInput"][];
            /** @description The desired set of images (differences applied); at most 50. */
            images?: components["schemas"]["ParkingLotImageInput"][];
            /** @description At most 100; an unknown tag_code rejects the whole request (400 unknown_tag_code). */
            tags?: components["schemas"]["ParkingLotTagInput"][];
            /** @description Owners to link; at most 20. */
            owner_ids?: string[];
        };
        /** @description Only `name` is required. Omitted geometry means none. */
        ParkingLotCoreCreate: {
            name: string;
            /** @description Searched by case-insensitive substring. */
            address?: string | null;
            status?: components["schemas"]["ParkingLotStatus"];
            /**
             * @description `manual`, or one of five imported origins.
             * @enum {string|null}
             */
            source?: "manual" | "source_a" | "source_b" | "source_c" | "source_d" | "source_e" | null;
            /**
             * @description `meter` and `ticket` skip the physical-limit and spots steps of the wizard.
             * @enum {string}
             */
            lot_type?: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            /** @description The largest vehicle_type code allowed (GET /v1/codes?category=vehicle_type). */
            vehicle_type_max?: string | null;
            /** Format: uuid */
            parent_id?: string | null;
            variant_label?: string | null;
            /** @description Map-provider place identifier; unique. */
            place_id?: string | null;
            total_spaces?: number | null;
            /** @enum {string|null} */
            structure?: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method?: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty?: "easy" | "normal" | "hard" | null;
            max_height_m?: number | null;
            max_width_m?: number | null;
            max_length_m?: number | null;
            max_weight_t?: number | null;
            min_clearance_cm?: number | null;
            /** @description null = no limit. */
            max_tire_width_mm?: number | null;
            max_parking_duration_min?: number | null;
            receipt_available?: boolean;
            /** @enum {string|null} */
            operator_code?: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            description?: string | null;
            pricing_notes?: string | null;
            contact_phone?: string | null;
            /** Format: email */
            contact_email?: string | null;
            /** Format: uri */
            contact_url?: string | null;
            capacity_kei?: number | null;
            capacity_regular?: number | null;
            capacity_oversized?: number | null;
            capacity_motorcycle?: number | null;
            capacity_ev?: number | null;
            capacity_disabled?: number | null;
            raw_text?: string | null;
            entry_exit_locations?: components["schemas"]["EntryExitLocations"];
            geometry?: components["schemas"]["ParkingLotGeometry"];
        };
        ParkingLotHourInput: {
            /**
             * @description Default `business`.
             * @enum {string}
             */
            window_type?: "business" | "entry" | "exit" | "after_hours_exit";
            /**
             * @description Default `all`.
             * @enum {string}
             */
            day_type?: "all" | "weekday" | "saturday" | "sunday" | "holiday" | "holiday_eve";
            /** @description 0 = Sunday ... 6 = Saturday; null = every day. */
            day_of_week?: number | null;
            /** @description When true, open_time and close_time are ignored. */
            is_24h?: boolean;
            /** @description Closed the whole day; wins over everything else. */
            is_closed?: boolean;
            /** @example 08:00 */
            open_time?: string | null;
            /**
             * @description `24:00` allowed; earlier than open_time means an overnight span.
             * @example 08:00
             */
            close_time?: string | null;
            /**
             * Format: date
             * @example 2026-04-01
             */
            effective_from?: string | null;
            /**
             * Format: date
             * @example 2026-04-01
             */
            effective_to?: string | null;
        };
        ParkingLotPricingRuleInput: {
            /** @description Ascending; default the array index; unique within the lot. */
            rule_order?: number;
            /**
             * @description Default `unit`.
             * @enum {string}
             */
            category?: "unit" | "cap" | "hourly";
            /** @enum {string|null} */
            day_type?: "all" | "weekday" | "saturday" | "sunday" | "holiday" | "holiday_eve" | null;
            /** @example 08:00 */
            time_start?: string | null;
            /** @example 08:00 */
            time_end?: string | null;
            per_minutes?: number | null;
            /** @description Yen. */
            price_minor?: number | null;
            /** @enum {string|null} */
            cap_type?: "daily_max" | "hour_window_max" | "duration" | "daily" | null;
            cap_duration_hours?: number | null;
            cap_price_minor?: number | null;
            /** @description null or omitted = true. */
            cap_repeat?: boolean | null;
            cap_scope?: string | null;
        };
        ParkingLotImageInput: {
            /**
             * Format: uuid
             * @description An asset registered through the upload-URL flow.
             */
            asset_id: string;
            is_main?: boolean;
            /** @description Ascending; null sorts last. */
            sort_order?: number | null;
        };
        ParkingLotTagInput: {
            /** @example credit_card */
            tag_code: string;
            /** @description true applies, false explicitly does not; omitted = true. */
            state?: boolean;
        };
        ParkingLotFull: {
            parking_lot: components["schemas"]["ParkingLotRecord"];
            hours: components["schemas"]["ParkingLotHour"][];
            pricing_rules: components["schemas"]["ParkingLotPricingRule"][];
            images: components["schemas"]["ParkingLotImage"][];
            tags: components["schemas"]["ParkingLotTagState"][];
            owners: components["schemas"]["ParkingLotOwnerLink"][];
            /** @description Mean of approved reviews, 2 decimals; null without any. */
            avg_rating: number | null;
            /** @description Approved reviews. */
            review_count: number;
        };
        ParkingLotRecord: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            status: components["schemas"]["ParkingLotStatus"];
            /**
             * @description `manual`, or one of five imported origins.
             * @enum {string|null}
             */
            source: "manual" | "source_a" | "source_b" | "source_c" | "source_d" | "source_e" | null;
            /** Format: uuid */
            parent_id: string | null;
            variant_label: string | null;
            place_id: string | null;
            total_spaces: number | null;
            /** @enum {string|null} */
            structure: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty: "easy" | "normal" | "hard" | null;
            max_height_m: number | null;
            max_width_m: number | null;
            max_length_m: number | null;
            max_weight_t: number | null;
            min_clearance_cm: number | null;
            max_tire_width_mm: number | null;
            max_parking_duration_min: number | null;
            receipt_available: boolean | null;
            /** @enum {string|null} */
            operator_code: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            raw_text: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000Z
             */
            updated_at: string;
            geometry: components["schemas"]["ParkingLotGeometry"];
            /** @enum {string} */
            lot_type: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            vehicle_type_max: string | null;
            description: string | null;
            pricing_notes: string | null;
            contact_phone: string | null;
            contact_email: string | null;
            contact_url: string | null;
            capacity_kei: number | null;
            capacity_regular: number | null;
            capacity_oversized: number | null;
            capacity_motorcycle: number | null;
            capacity_ev: number | null;
            capacity_disabled: number | null;
            entry_exit_locations: components["schemas"]["EntryExitLocations"];
            /**
             * @description IANA time zone in which hours and pricing bands are read.
             * @example Asia/Tokyo
             */
            timezone: string;
        };
        ParkingLotOwnerLink: {
            /** Format: uuid */
            owner_id: string;
            display_name: string;
        };
        ParkingLotBundlePatchBody: {
            parking_lot?: components["schemas"]["ParkingLotCorePatch"];
            /** @description Replaces the whole set when present; at most 50. */
            hours?: components["schemas"]["ParkingLotHourInput"][];
            /** @description Replaces the whole set when present; at most 100. */
            pricing_rules?: components["schemas"]["ParkingLotPricingRuleInput"][];
            /** @description The desired set of images (differences applied); at most 50. */
            images?: components["schemas"]["ParkingLotImageInput"][];
            /** @description Each listed tag is upserted; state null removes it. */
            tags?: components["schemas"]["ParkingLotTagPatchInput"][];
            /** @description Replaces the set of owners when present. */
            owner_ids?: string[];
        };
        /** @description Omitted keys are untouched; null clears a field (geometry: null clears the coordinates, an object replaces them). */
        ParkingLotCorePatch: {
            name?: string;
            /** @description Searched by case-insensitive substring. */
            address?: string | null;
            status?: components["schemas"]["ParkingLotStatus"];
            /**
             * @description `manual`, or one of five imported origins.
             * @enum {string|null}
             */
            source?: "manual" | "source_a" | "source_b" | "source_c" | "source_d" | "source_e" | null;
            /**
             * @description `meter` and `ticket` skip the physical-limit and spots steps of the wizard.
             * @enum {string}
             */
            lot_type?: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            /** @description The largest vehicle_type code allowed (GET /v1/codes?category=vehicle_type). */
            vehicle_type_max?: string | null;
            /** Format: uuid */
            parent_id?: string | null;
            variant_label?: string | null;
            /** @description Map-provider place identifier; unique. */
            place_id?: string | null;
            total_spaces?: number | null;
            /** @enum {string|null} */
            structure?: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method?: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty?: "easy" | "normal" | "hard" | null;
            max_height_m?: number | null;
            max_width_m?: number | null;
            max_length_m?: number | null;
            max_weight_t?: number | null;
            min_clearance_cm?: number | null;
            /** @description null = no limit. */
            max_tire_width_mm?: number | null;
            max_parking_duration_min?: number | null;
            receipt_available?: boolean;
            /** @enum {string|null} */
            operator_code?: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            description?: string | null;
            pricing_notes?: string | null;
            contact_phone?: string | null;
            /** Format: email */
            contact_email?: string | null;
            /** Format: uri */
            contact_url?: string | null;
            capacity_kei?: number | null;
            capacity_regular?: number | null;
            capacity_oversized?: number | null;
            capacity_motorcycle?: number | null;
            capacity_ev?: number | null;
            capacity_disabled?: number | null;
            raw_text?: string | null;
            entry_exit_locations?: components["schemas"]["EntryExitLocations"];
            geometry?: components["schemas"]["ParkingLotGeometry"];
        };
        ParkingLotTagPatchInput: {
            /** @example credit_card */
            tag_code: string;
            /** @description null removes the tag (back to unknown); omitted = true. */
            state?: boolean | null;
        };
        ReviewList: {
            reviews: components["schemas"]["Review"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        Review: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            parking_lot_id: string;
            rating: number;
            comment: string | null;
            /**
             * @description New reviews wait for moderation (`pending`).
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            /** @description In the order the reviewer gave them. */
            photos: components["schemas"]["ReviewPhoto"][];
            /** Format: date-time */
            created_at: string;
        };
        ReviewPhoto: {
            /** Format: uuid */
            asset_id: string;
            mime_type: string;
            public_url: string;
        };
        ReviewResult: {
            review: components["schemas"]["Review"];
        };
        ReviewCreateBody: {
            /** @description 1 (poor) to 5 (excellent). */
            rating: number;
            comment?: string | null;
            /** @description Up to 5 of the caller’s uploaded `review_image` assets (POST /v1/storage/upload-url). */
            photos?: string[];
        };
        OwnerResult: {
            owner: components["schemas"]["Owner"];
        };
        Owner: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            display_name: string;
            contact_email: string | null;
            contact_phone: string | null;
            /**
             * @description A suspended owner can read their profile but not register or change lots.
             * @enum {string}
             */
            status: "active" | "suspended";
            /** Format: date-time */
            created_at: string;
        };
        OwnerRegisterBody: {
            display_name: string;
            /** Format: email */
            contact_email?: string | null;
            contact_phone?: string | null;
        };
        /** @description ParkingLotBundleCreateBody without owner_ids: the lot is linked to the caller. */
        OwnerParkingLotBundleCreateBody: {
            parking_lot: components["schemas"]["OwnerParkingLotCoreCreate"];
            /** @description Replaces the whole set when present; at most 50. */
            hours?: components["schemas"]["ParkingLotHourInput"][];
            /** @description Replaces the whole set when present; at most 100. */
            pricing_rules?: components["schemas"]["ParkingLotPricingRuleInput"][];
            /** @description The desired set of images (differences applied); at most 50. */
            images?: components["schemas"]["ParkingLotImageInput"][];
            tags?: components["schemas"]["ParkingLotTagInput"][];
        };
        /** @description ParkingLotCoreCreate as an owner sends it: status `pending` unless `draft`. */
        OwnerParkingLotCoreCreate: {
            name: string;
            /** @description Searched by case-insensitive substring. */
            address?: string | null;
            /**
             * @description An owner may send `draft` or `pending` only.
             * @enum {string}
             */
            status?: "draft" | "pending";
            /**
             * @description A lot registered by its owner is `manual`.
             * @enum {string|null}
             */
            source?: "manual" | null;
            /**
             * @description `meter` and `ticket` skip the physical-limit and spots steps of the wizard.
             * @enum {string}
             */
            lot_type?: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            /** @description The largest vehicle_type code allowed (GET /v1/codes?category=vehicle_type). */
            vehicle_type_max?: string | null;
            /** Format: uuid */
            parent_id?: string | null;
            variant_label?: string | null;
            /** @description Map-provider place identifier; unique. */
            place_id?: string | null;
            total_spaces?: number | null;
            /** @enum {string|null} */
            structure?: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method?: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty?: "easy" | "normal" | "hard" | null;
            max_height_m?: number | null;
            max_width_m?: number | null;
            max_length_m?: number | null;
            max_weight_t?: number | null;
            min_clearance_cm?: number | null;
            /** @description null = no limit. */
            max_tire_width_mm?: number | null;
            max_parking_duration_min?: number | null;
            receipt_available?: boolean;
            /** @enum {string|null} */
            operator_code?: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            description?: string | null;
            pricing_notes?: string | null;
            contact_phone?: string | null;
            /** Format: email */
            contact_email?: string | null;
            /** Format: uri */
            contact_url?: string | null;
            capacity_kei?: number | null;
            capacity_regular?: number | null;
            capacity_oversized?: number | null;
            capacity_motorcycle?: number | null;
            capacity_ev?: number | null;
            capacity_disabled?: number | null;
            raw_text?: string | null;
            entry_exit_locations?: components["schemas"]["EntryExitLocations"];
            geometry?: components["schemas"]["ParkingLotGeometry"];
        };
        OwnerParkingLotBundlePatchBody: {
            parking_lot?: components["schemas"]["OwnerParkingLotCorePatch"];
            /** @description Replaces the whole set when present; at most 50. */
            hours?: components["schemas"]["ParkingLotHourInput"][];
            /** @description Replaces the whole set when present; at most 100. */
            pricing_rules?: components["schemas"]["ParkingLotPricingRuleInput"][];
            /** @description The desired set of images (differences applied); at most 50. */
            images?: components["schemas"]["ParkingLotImageInput"][];
            tags?: components["schemas"]["ParkingLotTagPatchInput"][];
        };
        /** @description ParkingLotCorePatch as an owner sends it. */
        OwnerParkingLotCorePatch: {
            name?: string;
            /** @description Searched by case-insensitive substring. */
            address?: string | null;
            /**
             * @description An owner may send `draft` or `pending` only.
             * @enum {string}
             */
            status?: "draft" | "pending";
            /**
             * @description A lot registered by its owner is `manual`.
             * @enum {string|null}
             */
            source?: "manual" | null;
            /**
             * @description `meter` and `ticket` skip the physical-limit and spots steps of the wizard.
             * @enum {string}
             */
            lot_type?: "regular" | "meter" | "ticket" | "monthly_only" | "hourly_with_monthly" | "prepaid_coin";
            /** @description The largest vehicle_type code allowed (GET /v1/codes?category=vehicle_type). */
            vehicle_type_max?: string | null;
            /** Format: uuid */
            parent_id?: string | null;
            variant_label?: string | null;
            /** @description Map-provider place identifier; unique. */
            place_id?: string | null;
            total_spaces?: number | null;
            /** @enum {string|null} */
            structure?: "flat" | "self_multi" | "mechanical" | null;
            /** @enum {string|null} */
            entry_method?: "self" | "mechanical" | null;
            /** @enum {string|null} */
            entry_difficulty?: "easy" | "normal" | "hard" | null;
            max_height_m?: number | null;
            max_width_m?: number | null;
            max_length_m?: number | null;
            max_weight_t?: number | null;
            min_clearance_cm?: number | null;
            /** @description null = no limit. */
            max_tire_width_mm?: number | null;
            max_parking_duration_min?: number | null;
            receipt_available?: boolean;
            /** @enum {string|null} */
            operator_code?: "operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other" | null;
            description?: string | null;
            pricing_notes?: string | null;
            contact_phone?: string | null;
            /** Format: email */
            contact_email?: string | null;
            /** Format: uri */
            contact_url?: string | null;
            capacity_kei?: number | null;
            capacity_regular?: number | null;
            capacity_oversized?: number | null;
            capacity_motorcycle?: number | null;
            capacity_ev?: number | null;
            capacity_disabled?: number | null;
            raw_text?: string | null;
            entry_exit_locations?: components["schemas"]["EntryExitLocations"];
            geometry?: components["schemas"]["ParkingLotGeometry"];
        };
        ParkingSessionResult: {
            session: components["schemas"]["ParkingSession"];
        };
        ParkingSession: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            parking_lot_id: string;
            /** @description The lot’s name when the session started (history reads like a receipt). */
            parking_lot_name: string;
            /**
             * @description A vehicle_type code.
             * @example regular
             */
            vehicle_type: string;
            /**
             * @description `parking` until finalized (`ended`) or cancelled (`cancelled`).
             * @enum {string}
             */
            status: "parking" | "ended" | "cancelled";
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            started_at: string;
            /**
             * Format: date-time
             * @description The exit time the fee was computed for; null unless `ended`.
             * @example 2026-11-24T09:00:00.000Z
             */
            ended_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            cancelled_at: string | null;
            start_lat: number | null;
            start_lng: number | null;
            /** @description Yen; null unless `ended`. */
            total_amount: number | null;
            memo: string | null;
            /** @description The user’s own rating of this stay, 1..5. */
            rating: number | null;
        };
        ParkingSessionCreateBody: {
            /** Format: uuid */
            lot_id: string;
            /**
             * @description A vehicle_type code (see /v1/codes).
             * @example regular
             */
            vehicle_type: string;
            start_lat?: number | null;
            start_lng?: number | null;
            /**
             * Format: uuid
             * @description The client’s id for this request (required here or as the Idempotency-Key header). A repeat with the same id returns the original result and does nothing else; the same id with a different request is 409 `conflict`.
             * @example 6f1c3a52-1d0e-4b7a-9c55-2f0c6e1d9a10
             */
            client_request_id?: string;
        };
        ParkingSessionFinalized: {
            session: components["schemas"]["ParkingSession"];
            /**
             * @description Yen, as recorded on the session.
             * @example 600
             */
            total_amount: number;
            breakdown: components["schemas"]["FeeBreakdown"];
        };
        ParkingSessionFinalizeBody: {
            /**
             * Format: date-time
             * @description The exit time; defaults to now. Later than the start, and at most 2 minutes ahead of the server clock.
             * @example 2026-11-24T18:00:00+09:00
             */
            exit_at?: string;
            /**
             * Format: uuid
             * @description The client’s id for this request (required here or as the Idempotency-Key header). A repeat with the same id returns the original result and does nothing else; the same id with a different request is 409 `conflict`.
             * @example 6f1c3a52-1d0e-4b7a-9c55-2f0c6e1d9a10
             */
            client_request_id?: string;
        };
        ParkingSessionCancelled: {
            /** @enum {boolean} */
            cancelled: true;
            session: components["schemas"]["ParkingSession"];
        };
        ParkingSessionCancelBody: {
            /**
             * Format: uuid
             * @description The client’s id for this request (required here or as the Idempotency-Key header). A repeat with the same id returns the original result and does nothing else; the same id with a different request is 409 `conflict`.
             * @example 6f1c3a52-1d0e-4b7a-9c55-2f0c6e1d9a10
             */
            client_request_id?: string;
        };
        ParkingSessionList: {
            sessions: components["schemas"]["ParkingSession"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        ParkingSessionNotesBody: {
            /** @description A private note; null clears it. */
            memo?: string | null;
            /** @description The user’s own rating, 1..5; null clears it. */
            rating?: number | null;
        };
        ExpResult: {
            exp: components["schemas"]["Exp"];
        };
        Exp: {
            /** @description Total experience points. */
            points: number;
            level: number;
            /** @description Points at which the current level began. */
            level_min_exp: number;
            /** @description Points needed for the next level; null at the top level. */
            next_level_min_exp: number | null;
            /** @description Ended sessions. */
            session_count: number;
            night_session_count: number;
            /** @description Distinct wards or municipalities parked in. */
            ward_count: number;
        };
        EarnedBadgeList: {
            badges: components["schemas"]["EarnedBadge"][];
        };
        EarnedBadge: {
            /** @example first_session */
            code: string;
            name: string;
            description: string;
            icon_url: string | null;
            rule_type: components["schemas"]["BadgeRuleType"];
            threshold: number;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            earned_at: string;
            /**
             * Format: uuid
             * @description The session whose end earned it.
             */
            parking_session_id: string | null;
        };
        /**
         * @description What the badge counts: ended sessions (`session_count`), ended sessions touching 22:00-05:00 at the lot (`night_session_count`), distinct wards or municipalities parked in (`ward_count`). Earned when the count reaches `threshold`.
         * @enum {string}
         */
        BadgeRuleType: "session_count" | "night_session_count" | "ward_count";
        BadgeProgressList: {
            badge_progress: components["schemas"]["BadgeProgress"][];
        };
        BadgeProgress: {
            /** @example first_session */
            code: string;
            name: string;
            description: string;
            icon_url: string | null;
            rule_type: components["schemas"]["BadgeRuleType"];
            threshold: number;
            /** @description The caller’s count so far (below threshold). */
            current: number;
        };
        AdminBadgeList: {
            badges: components["schemas"]["AdminBadge"][];
        };
        AdminBadge: {
            /** Format: uuid */
            id: string;
            /** @example first_session */
            code: string;
            name: string;
            description: string;
            icon_url: string | null;
            rule_type: components["schemas"]["BadgeRuleType"];
            threshold: number;
            /** @description Inactive badges are no longer awarded; earned ones stay with their holders. */
            is_active: boolean;
            sort_order: number;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            updated_at: string;
        };
        AdminBadgeResult: {
            badge: components["schemas"]["AdminBadge"];
        };
        BadgeCreateBody: {
            /** @example first_session */
            code: string;
            name: string;
            /** @default  */
            description: string;
            /** @default null */
            icon_url: string | null;
            rule_type: components["schemas"]["BadgeRuleType"];
            threshold: number;
            /** @default true */
            is_active: boolean;
            /** @default 0 */
            sort_order: number;
        };
        BadgePatchBody: {
            name?: string;
            description?: string;
            icon_url?: string | null;
            rule_type?: components["schemas"]["BadgeRuleType"];
            threshold?: number;
            is_active?: boolean;
            sort_order?: number;
        };
        ExpRuleList: {
            exp_rules: components["schemas"]["ExpRule"][];
        };
        ExpRule: {
            /** @example first_session */
            code: string;
            name: string;
            condition: components["schemas"]["ExpRuleCondition"];
            points: number;
            is_active: boolean;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            updated_at: string;
        };
        /**
         * @description When a finished session earns the points: always (`every_session`), when the stay touches 22:00-05:00 at the lot (`night_session`), when it is the user’s first session in that ward or municipality (`new_ward`).
         * @enum {string}
         */
        ExpRuleCondition: "every_session" | "night_session" | "new_ward";
        ExpRuleResult: {
            exp_rule: components["schemas"]["ExpRule"];
        };
        ExpRuleCreateBody: {
            /** @example first_session */
            code: string;
            name: string;
            condition: components["schemas"]["ExpRuleCondition"];
            points: number;
            /** @default true */
            is_active: boolean;
        };
        ExpRulePatchBody: {
            name?: string;
            condition?: components["schemas"]["ExpRuleCondition"];
            points?: number;
            is_active?: boolean;
        };
        ExpLevelList: {
            exp_levels: components["schemas"]["ExpLevel"][];
        };
        ExpLevel: {
            level: number;
            min_exp: number;
        };
        ExpLevelsBody: {
            /** @description The whole table: level 1 at 0 points, then each level at more points than the one before. */
            exp_levels: components["schemas"]["ExpLevel"][];
        };
        ArticleList: {
            articles: components["schemas"]["ArticleListItem"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        ArticleListItem: {
            /** Format: uuid */
            id: string;
            /**
             * @description Names the article in every locale it is written in.
             * @example winter-rates-2026
             */
            slug: string;
            /** @enum {string} */
            locale: "ja" | "en";
            /**
             * @description An `article_category` code (see /v1/codes).
             * @example news
             */
            category: string;
            title: string;
            summary: string | null;
            /**
             * Format: uuid
             * @description The uploaded asset of the cover image.
             */
            cover_asset_id: string | null;
            /** @description Public URL of the cover image; null without one. */
            cover_image_url: string | null;
            /**
             * Format: date-time
             * @description When the article went (or goes) public; lists are newest first by it.
             * @example 2026-11-24T09:00:00.000Z
             */
            published_at: string;
        };
        ArticleResult: {
            article: components["schemas"]["Article"];
        };
        Article: {
            /** Format: uuid */
            id: string;
            /**
             * @description Names the article in every locale it is written in.
             * @example winter-rates-2026
             */
            slug: string;
            /** @enum {string} */
            locale: "ja" | "en";
            /**
             * @description An `article_category` code (see /v1/codes).
             * @example news
             */
            category: string;
            title: string;
            summary: string | null;
            /**
             * Format: uuid
             * @description The uploaded asset of the cover image.
             */
            cover_asset_id: string | null;
            /** @description Public URL of the cover image; null without one. */
            cover_image_url: string | null;
            /**
             * Format: date-time
             * @description When the article went (or goes) public; lists are newest first by it.
             * @example 2026-11-24T09:00:00.000Z
             */
            published_at: string;
            /** @description The body as written: Markdown (CommonMark with tables, strikethrough and bare URLs as links). */
            body_markdown: string;
            /** @description The body rendered to HTML and sanitised: raw HTML in the Markdown comes out as text, only the elements Markdown makes remain (with their own attributes), and links and images keep only relative or http(s) URLs (links also mailto). Safe to insert as HTML. */
            body_html: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            updated_at: string;
        };
        AdList: {
            ads: components["schemas"]["Ad"][];
        };
        Ad: {
            /** Format: uuid */
            id: string;
            /**
             * @description An `ad_placement` code (see /v1/codes).
             * @example home_banner
             */
            placement: string;
            /**
             * @description null: shown in every locale.
             * @enum {string|null}
             */
            locale: "ja" | "en" | null;
            title: string;
            body: string | null;
            image_url: string | null;
            link_url: string | null;
            advertiser: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            starts_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            ends_at: string | null;
        };
        AdEventResult: {
            /** @enum {boolean} */
            ok: true;
        };
        AdEventBody: {
            /**
             * @description `impression`: the ad was shown; `click`: it was tapped.
             * @enum {string}
             */
            type: "impression" | "click";
        };
        SponsorList: {
            sponsors: components["schemas"]["Sponsor"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        Sponsor: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** @description What a visitor gets, as the sponsor words it. */
            benefit: string;
            address: string | null;
            lat: number;
            lng: number;
            /** @description A check-in must be made within this many metres of the point. */
            checkin_radius_m: number;
            /** @description Experience points a check-in awards. */
            checkin_exp: number;
            logo_url: string | null;
            website_url: string | null;
            /** @description Whether the caller has checked in here today (Asia/Tokyo); null without a bearer token. */
            checked_in_today: boolean | null;
        };
        NearbySponsorList: {
            sponsors: components["schemas"]["NearbySponsor"][];
        };
        NearbySponsor: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** @description What a visitor gets, as the sponsor words it. */
            benefit: string;
            address: string | null;
            lat: number;
            lng: number;
            /** @description A check-in must be made within this many metres of the point. */
            checkin_radius_m: number;
            /** @description Experience points a check-in awards. */
            checkin_exp: number;
            logo_url: string | null;
            website_url: string | null;
            /** @description Whether the caller has checked in here today (Asia/Tokyo); null without a bearer token. */
            checked_in_today: boolean | null;
            /** @description Great-circle distance from the query point, metres, 0.1 m. */
            distance_m: number;
        };
        SponsorCheckinResult: {
            checkin: components["schemas"]["SponsorCheckin"];
            /** @description The caller’s experience points and level right after this check-in’s award. */
            exp: {
                points: number;
                level: number;
            };
        };
        SponsorCheckin: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            sponsor_id: string;
            sponsor_name: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:00:00.000Z
             */
            checked_in_at: string;
            /**
             * Format: date
             * @description The day (Asia/Tokyo) the check-in counts for.
             * @example 2026-11-24
             */
            local_date: string;
            /** @description How far from the sponsor’s point the caller stood, metres. */
            distance_m: number;
            exp_awarded: number;
            /** @description What the sponsor gives on check-in (a coupon code, say); `{}` when nothing. */
            reward_data: {
                [key: string]: unknown;
            };
        };
        SponsorCheckinBody: {
            /** @description Where the caller stands, WGS84. */
            lat: number;
            lng: number;
            /**
             * Format: uuid
             * @description The client’s id for this check-in (required here or as the Idempotency-Key header). A repeat with the same id returns the original check-in and does nothing else; the same id with another sponsor or position is 409 `conflict`.
             * @example 6f1c3a52-1d0e-4b7a-9c55-2f0c6e1d9a10
             */
            client_request_id?: string;
        };
        AdminReviewList: {
            reviews: components["schemas"]["AdminReview"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminReview: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            parking_lot_id: string;
            parking_lot_name: string;
            /** Format: uuid */
            user_id: string;
            rating: number;
            comment: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            rejection_reason: string | null;
            /**
             * Format: uuid
             * @description The admin who made the last decision.
             */
            moderated_by: string | null;
            /** Format: date-time */
            moderated_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AdminReviewResult: {
            review: components["schemas"]["AdminReview"];
        };
        ModerationRejectBody: {
            /** @description Why (shown to the author or owner), 1..1000 characters. */
            reason: string;
        };
        ParkingLotQueue: {
            parking_lots: components["schemas"]["ParkingLotQueueEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        ParkingLotQueueEntry: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            /** @enum {string} */
            status: "pending";
            source: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            submitted_at: string;
            owners: {
                /** Format: uuid */
                owner_id: string;
                display_name: string;
                /** @enum {string} */
                status: "active" | "suspended";
                contact_email: string | null;
            }[];
            /** @description The previous decision (e.g. a rejection the owner answered); null for a lot never decided. */
            last_decision: {
                status: string;
                reason: string | null;
                /** Format: uuid */
                moderated_by: string | null;
                /** Format: date-time */
                moderated_at: string;
            } | null;
            /** @description What changed since the last decision (lot fields, hours, pricing_rules, images, tags, owners, each as a whole); null for a lot never decided. */
            changes: {
                field: string;
                before?: unknown;
                after?: unknown;
            }[] | null;
        };
        ParkingLotModerationResult: {
            parking_lot: components["schemas"]["ParkingLotModeration"];
        };
        ParkingLotModeration: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            status: "draft" | "pending" | "active" | "on_hold" | "withdrawn" | "rejected";
            /** @description The reason given with the last decision. */
            moderation_reason: string | null;
            /** Format: uuid */
            moderated_by: string | null;
            /** Format: date-time */
            moderated_at: string | null;
            /**
             * Format: date-time
             * @description When the lot last became `pending`.
             */
            submitted_at: string | null;
        };
        ModerationReasonBody: {
            /** @description Why (shown to the author or owner), 1..1000 characters. */
            reason?: string;
        };
        AdminTagList: {
            tags: components["schemas"]["AdminTag"][];
        };
        AdminTag: {
            /** Format: uuid */
            id: string;
            tag_code: string;
            /** @enum {string} */
            category: "payment" | "facility" | "vehicle" | "access" | "service";
            name_en: string;
            name_ja: string;
            sort_order: number;
            /** @description false: retired (kept on lots, not offered in /v1/tags nor accepted for new links). */
            is_active: boolean;
            /** @description Lots carrying the tag. */
            lots_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminTagResult: {
            tag: components["schemas"]["AdminTag"];
        };
        AdminTagCreateBody: {
            /** @example credit_card */
            tag_code: string;
            /** @enum {string} */
            category: "payment" | "facility" | "vehicle" | "access" | "service";
            name_en: string;
            name_ja: string;
            /** @default 0 */
            sort_order: number;
        };
        AdminTagPatchBody: {
            /** @enum {string} */
            category?: "payment" | "facility" | "vehicle" | "access" | "service";
            name_en?: string;
            name_ja?: string;
            sort_order?: number;
        };
        AdminOwnerList: {
            owners: components["schemas"]["AdminOwner"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminOwner: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            display_name: string;
            contact_email: string | null;
            contact_phone: string | null;
            /** @enum {string} */
            status: "active" | "suspended";
            /**
             * Format: date-time
             * @description When an admin approved the owner; null: not yet.
             */
            approved_at: string | null;
            /** Format: uuid */
            approved_by: string | null;
            suspension_reason: string | null;
            /** Format: date-time */
            suspended_at: string | null;
            lots_count: number;
            /** Format: date-time */
            created_at: string;
        };
        AdminOwnerDetail: {
            owner: components["schemas"]["AdminOwner"];
            parking_lots: components["schemas"]["AdminOwnerLot"][];
        };
        AdminOwnerLot: {
            /** Format: uuid */
            id: string;
            name: string;
            status: string;
            /** Format: date-time */
            created_at: string;
        };
        AdminOwnerResult: {
            owner: components["schemas"]["AdminOwner"];
        };
        AdminOwnerSuspendBody: {
            reason: string;
        };
        SystemSettingsResult: {
            settings: components["schemas"]["SystemSettings"];
        };
        SystemSettings: {
            /** @description true: every /v1/* route except /v1/admin/* answers 503 `service_unavailable`. */
            maintenance_mode: boolean;
            /** @description Nearby search radius (metres) when a request gives none; the contract’s default is 500. */
            default_search_radius_m: number;
            /** @description true: new reviews are published at once instead of waiting for moderation. */
            review_auto_approve: boolean;
        };
        SystemSettingsPatch: {
            /** @description true: every /v1/* route except /v1/admin/* answers 503 `service_unavailable`. */
            maintenance_mode?: boolean;
            /** @description Nearby search radius (metres) when a request gives none; the contract’s default is 500. */
            default_search_radius_m?: number;
            /** @description true: new reviews are published at once instead of waiting for moderation. */
            review_auto_approve?: boolean;
        };
        SalesReport: {
            /** @enum {string} */
            group_by: "day" | "month" | "lot" | "operator" | "ward";
            from: string;
            to: string;
            sales: components["schemas"]["SalesRow"][];
            totals: {
                sessions_count: number;
                /** @description Yen: the sum of the sessions’ total_amount. */
                revenue: number;
                /** @description Mean of ended_at − started_at, one decimal. */
                average_stay_minutes: number | null;
            };
        };
        SalesRow: {
            /** @description YYYY-MM-DD, YYYY-MM, a lot id, an operator code or a ward; null: the lot names none. */
            key: string | null;
            /** @description The lot’s name for group_by=lot; null otherwise. */
            label: string | null;
            sessions_count: number;
            /** @description Yen: the sum of the sessions’ total_amount. */
            revenue: number;
            /** @description Mean of ended_at − started_at, one decimal. */
            average_stay_minutes: number | null;
        };
        AdminDashboardResult: {
            dashboard: components["schemas"]["AdminDashboard"];
        };
        AdminDashboard: {
            /** @description null unless the caller holds parking.view. */
            pending_lots: number | null;
            /** @description null unless the caller holds reviews.view. */
            pending_reviews: number | null;
            /** @description null unless the caller holds owners.view. */
            owners_awaiting_approval: number | null;
            /** @description Sessions started today (JST); null unless the caller holds sales.view. */
            today_sessions: number | null;
            /** @description Yen of sessions ended today (JST); null unless the caller holds sales.view. */
            today_revenue: number | null;
            /** @description Profiles created today (JST); null unless the caller holds users.view. */
            new_users_today: number | null;
        };
        UploadUrlResult: {
            /**
             * Format: uuid
             * @description Attach this id (lot bundle `images[].asset_id`, ticket `attachments`, report `photos`) once the bytes have arrived.
             */
            asset_id: string;
            /** @description PUT the file here, with `Content-Type` equal to `mime_type` and exactly `file_size` bytes, before it expires. No Authorization header: the URL is the permission. */
            upload_url: string;
            /**
             * @description The storage key: made from the category and the asset id, never from the file name.
             * @example parking-lot-images/0b6c9e1e-4f61-4d54-a1c5-2f7f0e9d3c11.jpg
             */
            s3_key: string;
            /** @description Where the file is served once uploaded. */
            public_url: string;
            /** @description Seconds the upload URL stays valid. */
            expires_in: number;
        };
        UploadUrlBody: {
            /**
             * @description The file’s name on the device, kept as information only (never a storage key).
             * @example IMG_0042.HEIC
             */
            file_name: string;
            /**
             * @description The file’s type; the upload must send exactly this Content-Type.
             * @example image/jpeg
             */
            mime_type: string;
            /**
             * @description Bytes; the upload must send exactly this many.
             * @example 482133
             */
            file_size: number;
            /**
             * @description What the file is for, which decides the types it may have (`parking_lot_image`: image/jpeg, image/png, image/webp, image/heic; `avatar`: image/jpeg, image/png, image/webp, image/heic; `review_image`: image/jpeg, image/png, image/webp, image/heic; `support_attachment`: image/jpeg, image/png, image/webp, image/heic, application/pdf; `report_photo`: image/jpeg, image/png, image/webp, image/heic; `content`: image/jpeg, image/png, image/webp, image/heic), each up to 10485760 bytes (10 MiB). `content` is for content editors (articles.edit or ads.edit).
             * @enum {string}
             */
            category: "parking_lot_image" | "avatar" | "review_image" | "support_attachment" | "report_photo" | "content";
        };
        AssetResult: {
            asset: components["schemas"]["Asset"];
        };
        Asset: {
            /** Format: uuid */
            id: string;
            /**
             * @description What the file is for, which decides the types it may have (`parking_lot_image`: image/jpeg, image/png, image/webp, image/heic; `avatar`: image/jpeg, image/png, image/webp, image/heic; `review_image`: image/jpeg, image/png, image/webp, image/heic; `support_attachment`: image/jpeg, image/png, image/webp, image/heic, application/pdf; `report_photo`: image/jpeg, image/png, image/webp, image/heic; `content`: image/jpeg, image/png, image/webp, image/heic), each up to 10485760 bytes (10 MiB). `content` is for content editors (articles.edit or ads.edit).
             * @enum {string}
             */
            category: "parking_lot_image" | "avatar" | "review_image" | "support_attachment" | "report_photo" | "content";
            file_name: string;
            mime_type: string;
            file_size: number;
            /**
             * @description `pending` until the bytes arrive; only `uploaded` assets can be attached. Pending assets are removed after a day.
             * @enum {string}
             */
            status: "pending" | "uploaded";
            s3_key: string;
            public_url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            uploaded_at: string | null;
        };
        SupportTicketResult: {
            support_ticket: components["schemas"]["SupportTicket"];
        };
        SupportTicket: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            category: "account" | "parking_lot" | "parking_session" | "payment" | "subscription" | "app" | "other";
            subject: string;
            body: string;
            /** Format: uuid */
            parking_lot_id: string | null;
            /** Format: uuid */
            parking_session_id: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "closed";
            attachments: components["schemas"]["Attachment"][];
            /** @description The thread, oldest first. */
            replies: components["schemas"]["SupportTicketReply"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Attachment: {
            /** Format: uuid */
            asset_id: string;
            file_name: string;
            mime_type: string;
            file_size: number;
            public_url: string;
        };
        SupportTicketReply: {
            /** Format: uuid */
            id: string;
            /**
             * @description `support`: an answer from the support team; `user`: the ticket’s author.
             * @enum {string}
             */
            author: "support" | "user";
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        SupportTicketCreateBody: {
            /** @enum {string} */
            category: "account" | "parking_lot" | "parking_session" | "payment" | "subscription" | "app" | "other";
            subject: string;
            body: string;
            /**
             * Format: uuid
             * @description A published lot the ticket is about.
             */
            parking_lot_id?: string | null;
            /**
             * Format: uuid
             * @description One of the caller’s parking sessions the ticket is about.
             */
            parking_session_id?: string | null;
            /** @description Up to 5 of the caller’s uploaded `support_attachment` assets (images or PDF). */
            attachments?: string[];
            /**
             * Format: uuid
             * @description Makes the submission idempotent: a repeat with the same id returns the first result (200) and records nothing. Or send an `Idempotency-Key` header.
             */
            client_request_id?: string;
        };
        SupportTicketList: {
            support_tickets: components["schemas"]["SupportTicket"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        ErrorReportResult: {
            error_report: components["schemas"]["ErrorReport"];
        };
        ErrorReport: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            lot_id: string;
            /**
             * @description What is wrong: the price, the opening hours, the location, the lot is closed for good, its vehicle limits, or something else.
             * @enum {string}
             */
            kind: "price" | "hours" | "location" | "closed" | "limits" | "other";
            description: string;
            suggested: {
                [key: string]: unknown;
            } | null;
            photos: components["schemas"]["Attachment"][];
            /**
             * @description `open` until the support team resolves (corrected) or rejects it.
             * @enum {string}
             */
            status: "open" | "resolved" | "rejected";
            /** @description The support team’s word on the outcome. */
            resolution_note: string | null;
            /** Format: date-time */
            resolved_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ErrorReportCreateBody: {
            /**
             * Format: uuid
             * @description A published lot.
             */
            lot_id: string;
            /**
             * @description What is wrong: the price, the opening hours, the location, the lot is closed for good, its vehicle limits, or something else.
             * @enum {string}
             */
            kind: "price" | "hours" | "location" | "closed" | "limits" | "other";
            description: string;
            /** @description The correct information as the reporter knows it, free-form (at most 4096 bytes of JSON), e.g. `{"price_minor": 300, "per_minutes": 30}`. */
            suggested?: {
                [key: string]: unknown;
            } | null;
            /** @description Up to 5 of the caller’s uploaded `report_photo` assets. */
            photos?: string[];
            /**
             * Format: uuid
             * @description Makes the submission idempotent: a repeat with the same id returns the first result (200) and records nothing. Or send an `Idempotency-Key` header.
             */
            client_request_id?: string;
        };
        ErrorReportList: {
            error_reports: components["schemas"]["ErrorReport"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AppleAppSiteAssociation: {
            applinks: {
                details: {
                    /**
                     * @description `<Team ID>.<bundle ID>` of each app.
                     * @example [
                     *       "ABCDE12345.jp.example.parking"
                     *     ]
                     */
                    appIDs: string[];
                    components: {
                        /**
                         * @description URL path pattern (`*` and `?` wildcards).
                         * @example /lots/*
                         */
                        "/": string;
                        comment?: string;
                    }[];
                }[];
            };
            webcredentials: {
                apps: string[];
            };
        };
        AndroidAssetLinks: {
            /**
             * @example [
             *       "delegate_permission/common.handle_all_urls"
             *     ]
             */
            relation: string[];
            target: {
                /** @example android_app */
                namespace: string;
                /** @example jp.example.parking */
                package_name: string;
                /** @description SHA-256 fingerprints of the app signing certificates, `AB:CD:...` (32 bytes). */
                sha256_cert_fingerprints: string[];
            };
        }[];
        MySubscription: {
            subscription: components["schemas"]["Subscription"];
            /** @description Whether the caller has Plus now (a Plus plan, `active` or `grace`). */
            is_premium: boolean;
        };
        /** @description The subscription that grants Plus now, else the most recent one; null when the caller never subscribed. */
        Subscription: {
            /** Format: uuid */
            id: string;
            plan: components["schemas"]["SubscriptionPlanRef"];
            status: components["schemas"]["SubscriptionStatus"];
            /**
             * @description Where it was bought; `admin`: granted by hand by an admin.
             * @enum {string}
             */
            platform: "ios" | "android" | "web" | "admin";
            /**
             * @description The store’s product id.
             * @example jp.parking.plus.monthly
             */
            product_id: string;
            /**
             * Format: date-time
             * @description End of the period paid for; a renewal moves it on.
             * @example 2026-12-24T09:00:00.000Z
             */
            current_period_end: string;
            /**
             * Format: date-time
             * @description While renewal is on: `current_period_end` plus the plan’s billing grace period; null when renewal is off or the store ended it.
             * @example 2026-12-24T09:00:00.000Z
             */
            grace_period_ends_at: string | null;
            /** @description Whether the store will renew it at the period’s end. */
            auto_renew: boolean;
            /**
             * Format: date-time
             * @description When cancellation was asked for (Plus lasts until the period’s end).
             * @example 2026-12-24T09:00:00.000Z
             */
            cancel_requested_at: string | null;
            /**
             * Format: date-time
             * @description When the store ended it (refund, revocation).
             * @example 2026-12-24T09:00:00.000Z
             */
            cancelled_at: string | null;
            /**
             * Format: date-time
             * @example 2026-12-24T09:00:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-12-24T09:00:00.000Z
             */
            updated_at: string;
        } | null;
        SubscriptionPlanRef: {
            /** Format: uuid */
            id: string;
            /** @example plus_monthly */
            plan_code: string;
            /** @enum {string} */
            tier: "free" | "plus";
            name_en: string;
            name_ja: string;
            /** @enum {string|null} */
            billing_period: "month" | "year" | null;
        };
        /**
         * @description Derived from the timestamps at the time of the request: `cancelled` when the store ended it (refund, revocation) or when its period is over after renewal was turned off; `active` before `current_period_end`; `grace` after it while renewal is on and the store still retries billing (the plan’s grace period, see `grace_period_ends_at`); `expired` after that. Plus is granted while `active` or `grace`.
         * @enum {string}
         */
        SubscriptionStatus: "active" | "grace" | "expired" | "cancelled";
        UserNotificationList: {
            notifications: components["schemas"]["UserNotification"][];
            /** @description All of the caller’s unread notifications, whatever the page. */
            unread_count: number;
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description A row of user_notifications, as the realtime channel user_notifications:user_id=eq.{uid} streams it too. */
        UserNotification: {
            /** Format: uuid */
            id: string;
            /** @description What kind of message (e.g. `announcement`, `badge_earned`): the client’s icon and routing. */
            type: string;
            title: string;
            body: string;
            /** @description What the client needs to act on it (a deep link, a lot id...). */
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            read_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        MarkNotificationsReadResult: {
            /** @description Notifications this call marked read. */
            updated: number;
        };
        /** @description Exactly one of `ids` and `before`. */
        MarkNotificationsReadBody: {
            /** @description 1 to 100 notification ids. */
            ids?: string[];
            /**
             * Format: date-time
             * @description Every notification created at or before this instant (e.g. the newest one’s created_at).
             */
            before?: string;
        };
        PushTokenResult: {
            push_token: components["schemas"]["PushToken"];
        };
        PushToken: {
            token: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            app_version: string | null;
            device_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_seen_at: string;
        };
        PushTokenBody: {
            /** @description The device’s token from APNs, FCM or web push (1 to 1024 printable characters). */
            token: string;
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            /** @example 2.4.1 */
            app_version?: string;
            /** @description A stable id of the installation: a new token from the same device replaces its older one. */
            device_id?: string;
        };
        SearchAiResult: {
            /** @description The place the driver named, as written (a station, ward, chōme, landmark or lot name); "" when none. */
            location: string;
            /**
             * Format: date-time
             * @description Start of the stay (UTC), read in Asia/Tokyo relative to the request.
             * @example 2026-05-14T01:00:00.000Z
             */
            entry_at?: string;
            /**
             * Format: date-time
             * @example 2026-05-14T01:00:00.000Z
             */
            exit_at?: string;
            /** @description Most the driver will pay for the stay, yen. */
            max_price?: number;
            filters: components["schemas"]["SearchAiFilter"][];
            /** @description Calibrated: about the share of queries scored so whose every field is right (docs/search-ai.md). Text nothing understood only lowers it. */
            confidence: number;
            /** @description Where `location` is, when it resolved (gazetteer or a lot’s name or address). */
            point?: {
                lat: number;
                lng: number;
            };
            search: components["schemas"]["SearchAiNearbyParams"];
        };
        SearchAiFilter: {
            /**
             * @description `tag`: the lot carries the tag `value` (a tag_code of GET /v1/tags); `max_height_m`: the vehicle’s height in metres; `structure` (`flat`), `entry_method` (`self`: not mechanical), `vehicle_type` (a vehicle_type code), `open_now` (true), `sort` (`price`).
             * @enum {string}
             */
            type: "tag" | "max_height_m" | "structure" | "entry_method" | "vehicle_type" | "open_now" | "sort";
            value: string | number | boolean;
            /** @description The words it was read from. */
            text: string;
            /** @description Whether `search` carries it. GET /v1/parking-lots/nearby has no structure, entry-method or vehicle-type filter, and sorts by price only with a stay. */
            in_search: boolean;
        };
        /** @description The query parameters of GET /v1/parking-lots/nearby for this search, ready to send. */
        SearchAiNearbyParams: {
            /** @description Absent when the location did not resolve: use the device’s position. */
            lat?: number;
            lng?: number;
            radius_m: number;
            /** @description Comma-separated tag codes, as the nearby query takes them. */
            tags?: string;
            max_height_m?: number;
            /** @description Only with entry_at and exit_at (the nearby search prices a stay). */
            max_price?: number;
            /**
             * Format: date-time
             * @example 2026-05-14T01:00:00.000Z
             */
            entry_at?: string;
            /**
             * Format: date-time
             * @example 2026-05-14T01:00:00.000Z
             */
            exit_at?: string;
            /** @enum {string} */
            sort?: "price";
            open_now?: boolean;
        };
        SearchAiUnparseableError: {
            error: {
                /** @enum {string} */
                code: "unparseable";
                message: string;
            };
        };
        SearchAiRequest: {
            /**
             * @description What the driver typed or said, in Japanese or English (mixed scripts, full-width digits and kanji numerals are fine).
             * @example 新宿駅の近くで明日10時から3時間、1000円以内、屋根付き
             */
            query: string;
            /**
             * @description The app’s language (BCP 47). Both languages are understood whatever it is; it chooses the language of the 422 message.
             * @example ja-JP
             */
            locale: string;
        };
        VehicleList: {
            vehicles: components["schemas"]["Vehicle"][];
        };
        Vehicle: {
            /** Format: uuid */
            id: string;
            nickname: string;
            vehicle_type: string;
            plate_number: string | null;
            height_m: number | null;
            width_m: number | null;
            length_m: number | null;
            weight_t: number | null;
            tire_width_mm: number | null;
            ground_clearance_cm: number | null;
            /** @description Whether it is the profile’s default vehicle. */
            is_default: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        VehicleResult: {
            vehicle: components["schemas"]["Vehicle"];
        };
        /** @description Dimensions are optional: a dimension left out filters nothing when searching with the vehicle. */
        VehicleCreateBody: {
            /**
             * @description 1 to 50 characters.
             * @example Family van
             */
            nickname: string;
            /**
             * @description A code of the `vehicle_type` category (GET /v1/codes): `motorcycle`, `kei`, `regular`, `oversized`.
             * @example regular
             */
            vehicle_type: string;
            /** @description Number plate as written (1 to 30 characters). */
            plate_number?: string | null;
            /** @description Height in metres (0.5 to 5), roof load included. */
            height_m?: number | null;
            /** @description Width in metres (0.3 to 3.5), mirrors folded. */
            width_m?: number | null;
            /** @description Length in metres (0.5 to 20). */
            length_m?: number | null;
            /** @description Weight in tonnes (0.05 to 50). */
            weight_t?: number | null;
            /** @description Tire width in millimetres (50 to 600). */
            tire_width_mm?: number | null;
            /** @description Minimum ground clearance in centimetres (0 to 100). */
            ground_clearance_cm?: number | null;
        };
        /** @description Keys sent change, keys left out stay; null clears an optional field. */
        VehiclePatchBody: {
            nickname?: string;
            /**
             * @description A code of the `vehicle_type` category (GET /v1/codes): `motorcycle`, `kei`, `regular`, `oversized`.
             * @example regular
             */
            vehicle_type?: string;
            /** @description Number plate as written (1 to 30 characters). */
            plate_number?: string | null;
            /** @description Height in metres (0.5 to 5), roof load included. */
            height_m?: number | null;
            /** @description Width in metres (0.3 to 3.5), mirrors folded. */
            width_m?: number | null;
            /** @description Length in metres (0.5 to 20). */
            length_m?: number | null;
            /** @description Weight in tonnes (0.05 to 50). */
            weight_t?: number | null;
            /** @description Tire width in millimetres (50 to 600). */
            tire_width_mm?: number | null;
            /** @description Minimum ground clearance in centimetres (0 to 100). */
            ground_clearance_cm?: number | null;
        };
        SavedParkingLotList: {
            saved_parking_lots: components["schemas"]["SavedParkingLot"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @description A saved lot as search lists it (contract 2.10, without a distance), and when it was saved. */
        SavedParkingLot: {
            /**
             * Format: uuid
             * @description The lot’s id.
             */
            id: string;
            name: string;
            address: string | null;
            /** @description Representative point of the lot’s geometry; null without one. */
            lat: number | null;
            lng: number | null;
            avg_rating: number | null;
            review_count: number;
            main_image: string | null;
            /** @description Codes of the tags that apply. */
            tags: string[];
            /** Format: date-time */
            saved_at: string;
        };
        SavedParkingLotResult: {
            saved_parking_lot: components["schemas"]["SavedParkingLot"];
        };
        SaveParkingLotBody: {
            /**
             * Format: uuid
             * @description A published lot.
             */
            parking_lot_id: string;
        };
        PushStats: {
            /** @description push.batch (audience batches) and push.deliver (system notifications). */
            queues: components["schemas"]["QueueStat"][];
        };
        ThemeList: {
            themes: components["schemas"]["Theme"][];
            /** @description Experience points the caller may still spend on themes (earned less spent). */
            exp_balance: number;
            /** @description Whether the caller has Plus now (premium themes apply only then). */
            is_premium: boolean;
        };
        Theme: {
            /** Format: uuid */
            id: string;
            /** @example sakura */
            code: string;
            name_en: string;
            name_ja: string;
            /**
             * @description Named colours, each `#RRGGBB`.
             * @example {
             *       "primary": "#db2777",
             *       "background": "#fff1f2"
             *     }
             */
            colors: {
                [key: string]: string;
            };
            /** @description Applied only while the user has Plus. */
            is_premium: boolean;
            /** @description Experience points it costs (POST /v1/me/themes/{id}/purchase); null when not sold. */
            price_exp: number | null;
            /** @description Code of the badge that grants it. */
            granted_by_badge: string | null;
            /** @description The level that grants it. */
            granted_at_level: number | null;
            /** @description Free, bought, or granted by a badge or level the caller has. */
            owned: boolean;
            /** @description The caller’s current theme. */
            applied: boolean;
        };
        ThemeResult: {
            theme: components["schemas"]["Theme"];
            exp_balance: number;
        };
        VerifyIapResult: {
            subscription: components["schemas"]["Subscription"];
            status: components["schemas"]["SubscriptionStatus"] & unknown;
        };
        VerifyIapBody: {
            /**
             * @description The store the purchase was made in.
             * @enum {string}
             */
            platform: "ios" | "android";
            /** @description iOS: the StoreKit 2 signed transaction (`Transaction.jwsRepresentation`, a JWS). Android: the purchase token (`Purchase.getPurchaseToken()`). */
            receipt: string;
            /**
             * @description The store’s product id the app bought (`ios_product_id` / `android_product_id` of a plan).
             * @example jp.parking.plus.monthly
             */
            product_id: string;
        };
        StoreWebhookResult: {
            /** @enum {boolean} */
            received: true;
            /**
             * @description `applied`: the subscription now holds what the store said; `stale`: it already held newer news; `unmatched`: no user registered the purchase yet (verify-iap will); `ignored`: about nothing sold here (a test, an unknown product or purchase); `duplicate`: delivered before, nothing changed twice.
             * @enum {string}
             */
            outcome: "applied" | "stale" | "unmatched" | "ignored" | "duplicate";
        };
        /** @description As Apple posts it; keys Apple may add are ignored. */
        AppStoreNotificationBody: {
            /** @description App Store Server Notifications v2: the signed JWS. */
            signedPayload: string;
        };
        /** @description A Pub/Sub push delivery, as Google posts it; keys Google may add are ignored. */
        PubSubPushBody: {
            message: {
                /** @description Base64 of the RTDN JSON (DeveloperNotification). */
                data: string;
                messageId?: string;
                message_id?: string;
                publishTime?: string;
                publish_time?: string;
                attributes?: {
                    [key: string]: string;
                };
            };
            subscription?: string;
        };
        AdminArticleList: {
            articles: components["schemas"]["AdminArticle"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminArticle: {
            /** Format: uuid */
            id: string;
            slug: string;
            /** @enum {string} */
            locale: "ja" | "en";
            category: string;
            title: string;
            summary: string | null;
            body_markdown: string;
            /** Format: uuid */
            cover_asset_id: string | null;
            cover_image_url: string | null;
            /**
             * @description `scheduled`: published with a `published_at` still ahead; the public sees it from then.
             * @enum {string}
             */
            status: "draft" | "scheduled" | "published" | "archived";
            /** Format: date-time */
            published_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminArticleResult: {
            article: components["schemas"]["AdminArticleDetail"];
        };
        AdminArticleDetail: components["schemas"]["AdminArticle"] & {
            /** @description The preview: the body rendered and sanitised exactly as the app will get it. */
            body_html: string;
        };
        AdminArticlePreview: {
            body_html: string;
        };
        AdminArticlePreviewBody: {
            body_markdown: string;
        };
        AdminArticleCreateBody: {
            slug: string;
            /** @enum {string} */
            locale: "ja" | "en";
            /** @description An `article_category` code (GET /v1/codes). */
            category: string;
            title: string;
            summary?: string | null;
            /** @default  */
            body_markdown: string;
            /**
             * Format: uuid
             * @description An uploaded asset of category `content`.
             */
            cover_asset_id?: string | null;
        };
        AdminArticlePatchBody: {
            slug?: string;
            /** @enum {string} */
            locale?: "ja" | "en";
            /** @description An `article_category` code (GET /v1/codes). */
            category?: string;
            title?: string;
            summary?: string | null;
            body_markdown?: string;
            /**
             * Format: uuid
             * @description An uploaded asset of category `content`.
             */
            cover_asset_id?: string | null;
        };
        AdminArticlePublishBody: {
            /**
             * Format: date-time
             * @description When the public sees it; later than now schedules it. Default: now.
             */
            published_at?: string;
        };
        AdminAdList: {
            ads: components["schemas"]["AdminAd"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminAd: {
            /** Format: uuid */
            id: string;
            placement: string;
            /** @enum {string|null} */
            locale: "ja" | "en" | null;
            title: string;
            body: string | null;
            /** Format: uuid */
            image_asset_id: string | null;
            image_url: string | null;
            link_url: string | null;
            advertiser: string | null;
            priority: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string | null;
            is_active: boolean;
            /**
             * @description `inactive`: switched off; otherwise where now falls in its schedule.
             * @enum {string}
             */
            state: "scheduled" | "running" | "ended" | "inactive";
            /** @description All days so far. */
            impressions: number;
            clicks: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminAdResult: {
            ad: components["schemas"]["AdminAd"];
        };
        AdminAdCreateBody: {
            /** @description An `ad_placement` code (GET /v1/codes). */
            placement: string;
            title: string;
            /**
             * @description null: every locale.
             * @enum {string|null}
             */
            locale?: "ja" | "en" | null;
            body?: string | null;
            /** Format: uuid */
            image_asset_id?: string | null;
            /** Format: uri */
            link_url?: string | null;
            advertiser?: string | null;
            /** @default 0 */
            priority: number;
            /**
             * Format: date-time
             * @description Default: now.
             */
            starts_at?: string;
            /**
             * Format: date-time
             * @description null: runs until switched off.
             */
            ends_at?: string | null;
            /** @default true */
            is_active: boolean;
        };
        AdminAdPatchBody: {
            /** @description An `ad_placement` code (GET /v1/codes). */
            placement?: string;
            /**
             * @description null: every locale.
             * @enum {string|null}
             */
            locale?: "ja" | "en" | null;
            title?: string;
            body?: string | null;
            /** Format: uuid */
            image_asset_id?: string | null;
            /** Format: uri */
            link_url?: string | null;
            advertiser?: string | null;
            priority?: number;
            /** Format: date-time */
            starts_at?: string;
            /** Format: date-time */
            ends_at?: string | null;
            is_active?: boolean;
        };
        AdminAdStats: {
            /** Format: uuid */
            ad_id: string;
            days: {
                day: string;
                impressions: number;
                clicks: number;
            }[];
            totals: {
                impressions: number;
                clicks: number;
            };
        };
        AdminSponsorList: {
            sponsors: components["schemas"]["AdminSponsor"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminSponsor: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            benefit: string;
            address: string | null;
            lat: number;
            lng: number;
            checkin_radius_m: number;
            checkin_exp: number;
            /** Format: uuid */
            logo_asset_id: string | null;
            website_url: string | null;
            /** @enum {string} */
            status: "draft" | "active" | "ended";
            /** @description What a check-in reveals (a coupon code...), shown only after checking in. */
            reward: {
                [key: string]: unknown;
            };
            checkins_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminSponsorResult: {
            sponsor: components["schemas"]["AdminSponsor"];
        };
        AdminSponsorCreateBody: {
            name: string;
            benefit: string;
            lat: number;
            lng: number;
            description?: string | null;
            address?: string | null;
            /**
             * @description How close (metres) a check-in must be.
             * @default 100
             */
            checkin_radius_m: number;
            /**
             * @description Experience points a check-in awards.
             * @default 10
             */
            checkin_exp: number;
            /** Format: uuid */
            logo_asset_id?: string | null;
            /** Format: uri */
            website_url?: string | null;
            /**
             * @default draft
             * @enum {string}
             */
            status: "draft" | "active" | "ended";
            /** @default {} */
            reward: {
                [key: string]: unknown;
            };
        };
        AdminSponsorPatchBody: {
            name?: string;
            description?: string | null;
            benefit?: string;
            address?: string | null;
            lat?: number;
            lng?: number;
            /** @description How close (metres) a check-in must be. */
            checkin_radius_m?: number;
            /** @description Experience points a check-in awards. */
            checkin_exp?: number;
            /** Format: uuid */
            logo_asset_id?: string | null;
            /** Format: uri */
            website_url?: string | null;
            /** @enum {string} */
            status?: "draft" | "active" | "ended";
            reward?: {
                [key: string]: unknown;
            };
        };
        AdminThemeList: {
            themes: components["schemas"]["AdminTheme"][];
        };
        AdminTheme: {
            /** Format: uuid */
            id: string;
            code: string;
            name_en: string;
            name_ja: string;
            colors: {
                [key: string]: string;
            };
            is_premium: boolean;
            price_exp: number | null;
            /** @description The badge code that grants it. */
            granted_by_badge: string | null;
            granted_at_level: number | null;
            is_active: boolean;
            sort_order: number;
            /** @description Users who bought it. */
            owners_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminThemeResult: {
            theme: components["schemas"]["AdminTheme"];
        };
        AdminThemeCreateBody: {
            code: string;
            name_en: string;
            name_ja: string;
            /** @description Named colours, each #RRGGBB. */
            colors: {
                [key: string]: string;
            };
            /** @default false */
            is_premium: boolean;
            /**
             * @description Experience points it costs; null: not for sale.
             * @default null
             */
            price_exp: number | null;
            /** @default null */
            granted_by_badge: string | null;
            /** @default null */
            granted_at_level: number | null;
            /** @default true */
            is_active: boolean;
            /** @default 0 */
            sort_order: number;
        };
        AdminThemePatchBody: {
            name_en?: string;
            name_ja?: string;
            /** @description Named colours, each #RRGGBB. */
            colors?: {
                [key: string]: string;
            };
            is_premium?: boolean;
            /** @description Experience points it costs; null: not for sale. */
            price_exp?: number | null;
            granted_by_badge?: string | null;
            granted_at_level?: number | null;
            is_active?: boolean;
            sort_order?: number;
        };
        AdminHolidayList: {
            year: number;
            holidays: components["schemas"]["AdminHoliday"][];
        };
        AdminHoliday: {
            /** Format: date */
            date: string;
            name: string;
            name_en: string | null;
        };
        AdminHolidayResult: {
            holiday: components["schemas"]["AdminHoliday"];
        };
        AdminHolidayCreateBody: {
            /** Format: date */
            date: string;
            name: string;
            name_en?: string | null;
        };
        AdminSupportTicketList: {
            support_tickets: components["schemas"]["AdminSupportTicket"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminSupportTicket: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            /** @enum {string} */
            category: "account" | "parking_lot" | "parking_session" | "payment" | "subscription" | "app" | "other";
            subject: string;
            body: string;
            /** Format: uuid */
            parking_lot_id: string | null;
            /** Format: uuid */
            parking_session_id: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "closed";
            /** Format: uuid */
            assigned_admin_id: string | null;
            assigned_admin_name: string | null;
            attachments: components["schemas"]["Attachment"][];
            /** @description The thread, oldest first. */
            replies: components["schemas"]["AdminSupportTicketReply"][];
            /** Format: date-time */
            last_reply_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminSupportTicketReply: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            author: "support" | "user";
            /** Format: uuid */
            admin_id: string | null;
            admin_name: string | null;
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        AdminSupportTicketResult: {
            support_ticket: components["schemas"]["AdminSupportTicket"];
        };
        AdminSupportReplyBody: {
            body: string;
            /**
             * @description Close the ticket with this answer.
             * @default false
             */
            close: boolean;
        };
        AdminSupportAssignBody: {
            /**
             * Format: uuid
             * @description An active admin who holds support.view; null unassigns.
             */
            admin_id: string | null;
        };
        AdminErrorReportList: {
            error_reports: components["schemas"]["AdminErrorReport"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminErrorReport: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            /** Format: uuid */
            lot_id: string;
            lot_name: string | null;
            /**
             * @description What is wrong: the price, the opening hours, the location, the lot is closed for good, its vehicle limits, or something else.
             * @enum {string}
             */
            kind: "price" | "hours" | "location" | "closed" | "limits" | "other";
            description: string;
            suggested: {
                [key: string]: unknown;
            } | null;
            photos: components["schemas"]["Attachment"][];
            /** @enum {string} */
            status: "open" | "resolved" | "rejected";
            resolution_note: string | null;
            /** Format: date-time */
            resolved_at: string | null;
            /** Format: uuid */
            resolved_by: string | null;
            /** @description The lot was corrected in the transaction that resolved the report. */
            lot_corrected: boolean;
            /** Format: uuid */
            assigned_admin_id: string | null;
            assigned_admin_name: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminErrorReportResult: {
            error_report: components["schemas"]["AdminErrorReport"];
            lot: components["schemas"]["AdminErrorReportLot"];
        };
        /** @description What an admin needs to correct the reported lot. */
        AdminErrorReportLot: {
            bundle: components["schemas"]["ParkingLotFull"] & (Record<string, never> | null);
            edit: {
                /** @enum {string} */
                method: "PATCH";
                path: string;
                /** @enum {string} */
                permission: "parking.edit";
                /** @description Whether the caller holds parking.edit. */
                allowed: boolean;
            };
        };
        AdminErrorReportResolveBody: {
            resolution_note?: string;
            lot_patch?: components["schemas"]["ParkingLotBundlePatchBody"] & unknown;
        };
        AdminErrorReportRejectBody: {
            resolution_note: string;
        };
        AdminUserList: {
            users: components["schemas"]["AdminUser"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
        };
        AdminUser: {
            /** Format: uuid */
            id: string;
            /** @description The sign-in address (a placeholder of the .invalid domain once withdrawn). */
            email: string | null;
            display_name: string | null;
            /**
             * @description `banned`: refused by the identity layer until unbanned; `withdrawn`: the user left.
             * @enum {string}
             */
            status: "active" | "banned" | "withdrawn";
            /** @enum {string|null} */
            locale: "ja" | "en" | null;
            /** @description Has Plus now (a store purchase or a grant by hand). */
            is_premium: boolean;
            /** @description The user also holds an admin account. */
            is_admin: boolean;
            /** Format: date-time */
            banned_at: string | null;
            ban_reason: string | null;
            /**
             * Format: uuid
             * @description The admin who banned the user.
             */
            banned_by: string | null;
            /** Format: date-time */
            email_confirmed_at: string | null;
            /** Format: date-time */
            last_sign_in_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AdminUserDetail: {
            user: components["schemas"]["AdminUser"];
            subscription: components["schemas"]["Subscription"] & unknown;
            /** @description Live sign-in sessions (built-in identity provider), newest first. */
            sign_in_sessions: components["schemas"]["AdminUserSignInSession"][];
            /** @description The 10 most recent parking sessions. */
            parking_sessions: components["schemas"]["AdminUserParkingSession"][];
            /** @description Registered vehicles (not deleted). */
            vehicles: components["schemas"]["AdminUserVehicle"][];
            /** @description The 10 most recent support tickets; null unless the caller also holds support.view. */
            support_tickets: components["schemas"]["AdminUserSupportTicket"][] | null;
        };
        AdminUserSignInSession: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            refreshed_at: string | null;
            user_agent: string | null;
            ip: string | null;
        };
        AdminUserParkingSession: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            parking_lot_id: string;
            parking_lot_name: string;
            vehicle_type: string;
            /** @enum {string} */
            status: "parking" | "ended" | "cancelled";
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            ended_at: string | null;
            total_amount: number | null;
        };
        AdminUserVehicle: {
            /** Format: uuid */
            id: string;
            nickname: string;
            vehicle_type: string;
            plate_number: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AdminUserSupportTicket: {
            /** Format: uuid */
            id: string;
            category: string;
            subject: string;
            /** @enum {string} */
            status: "open" | "answered" | "closed";
            /** Format: date-time */
            created_at: string;
        };
        AdminUserResult: {
            user: components["schemas"]["AdminUser"];
        };
        AdminUserBanBody: {
            reason: string;
        };
        AdminUserPremiumResult: {
            user: components["schemas"]["AdminUser"];
            subscription: components["schemas"]["Subscription"];
        };
        AdminUserGrantPremiumBody: {
            reason: string;
            /**
             * Format: date-time
             * @description When Plus ends: in the future, at most 1830 days ahead.
             */
            ends_at: string;
            /** @description A Plus-tier plan; default: the first Plus plan on sale (by sort order). */
            plan_code?: string;
        };
        AdminUserRevokePremiumBody: {
            reason: string;
        };
        AdminSubscriptionPlanList: {
            subscription_plans: components["schemas"]["AdminSubscriptionPlan"][];
        };
        AdminSubscriptionPlan: {
            /** Format: uuid */
            id: string;
            plan_code: string;
            /** @enum {string} */
            tier: "free" | "plus";
            name_en: string;
            name_ja: string;
            description_en: string;
            description_ja: string;
            /** @description Yen, tax included. */
            price_minor: number;
            /** @enum {string} */
            currency: "JPY";
            /** @enum {string|null} */
            billing_period: "month" | "year" | null;
            ai_search_per_minute: number;
            features: string[];
            /** @description The App Store product id; null: not sold there. */
            ios_product_id: string | null;
            /** @description The Google Play product id; null: not sold there. */
            android_product_id: string | null;
            sort_order: number;
            /** @description On sale (listed by /v1/subscription-plans). */
            is_active: boolean;
            /** @description The store’s billing grace period after a failed renewal. */
            grace_period_days: number;
            /** @description Subscriptions ever made to the plan. */
            subscriptions_count: number;
            /** @description Subscriptions granting the plan now (active or in grace). */
            active_subscriptions_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminSubscriptionPlanResult: {
            subscription_plan: components["schemas"]["AdminSubscriptionPlan"];
        };
        AdminSubscriptionPlanCreateBody: {
            plan_code: string;
            /** @enum {string} */
            tier: "free" | "plus";
            name_en: string;
            name_ja: string;
            /** @default  */
            description_en: string;
            /** @default  */
            description_ja: string;
            price_minor: number;
            /**
             * @default null
             * @enum {string|null}
             */
            billing_period: "month" | "year" | null;
            ai_search_per_minute: number;
            /** @default [] */
            features: string[];
            /**
             * @default null
             * @example jp.parking.plus.monthly
             */
            ios_product_id: string | null;
            /**
             * @default null
             * @example plus_monthly
             */
            android_product_id: string | null;
            /** @default 0 */
            sort_order: number;
            /** @default true */
            is_active: boolean;
            /** @default 3 */
            grace_period_days: number;
        };
        AdminSubscriptionPlanPatchBody: {
            name_en?: string;
            name_ja?: string;
            description_en?: string;
            description_ja?: string;
            price_minor?: number;
            /** @enum {string|null} */
            billing_period?: "month" | "year" | null;
            ai_search_per_minute?: number;
            features?: string[];
            /** @example jp.parking.plus.monthly */
            ios_product_id?: string | null;
            /** @example plus_monthly */
            android_product_id?: string | null;
            sort_order?: number;
            is_active?: boolean;
            grace_period_days?: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "details": {
                     *         "queues": [
                     *           {
                     *             "name": "mail.send",
                     *             "queued": 0,
                     *             "active": 0,
                     *             "oldest_queued_age_seconds": null,
                     *             "dead_letters": 0
                     *           },
                     *           {
                     *             "name": "push.batch",
                     *             "queued": 0,
                     *             "active": 0,
                     *             "oldest_queued_age_seconds": null,
                     *             "dead_letters": 0
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCodes: {
        parameters: {
            query?: {
                /** @description Only this category. */
                category?: "vehicle_type" | "structure" | "entry_method" | "entry_difficulty" | "operator_code" | "lot_type" | "source" | "lot_status" | "day_type" | "window_type" | "pricing_category" | "cap_type" | "session_status" | "review_status" | "admin_status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Codes */
            200: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description public, max-age=300, stale-while-revalidate=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "codes": [
                     *         {
                     *           "category": "vehicle_type",
                     *           "code": "motorcycle",
                     *           "label_en": "Motorcycle",
                     *           "label_ja": "バイク",
                     *           "sort_order": 10
                     *         },
                     *         {
                     *           "category": "vehicle_type",
                     *           "code": "kei",
                     *           "label_en": "Light car (kei)",
                     *           "label_ja": "軽自動車",
                     *           "sort_order": 20
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CodeList"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current. */
            304: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description public, max-age=300, stale-while-revalidate=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSubscriptionPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans */
            200: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description public, max-age=300, stale-while-revalidate=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscription_plans": [
                     *         {
                     *           "id": "d13437d9-142e-406b-87e5-849e959cad18",
                     *           "plan_code": "free",
                     *           "tier": "free",
                     *           "name_en": "Free",
                     *           "name_ja": "フリー",
                     *           "description_en": "Search, fee estimates and parking history.",
                     *           "description_ja": "検索・料金見積もり・駐車履歴",
                     *           "price_minor": 0,
                     *           "currency": "JPY",
                     *           "billing_period": null,
                     *           "ai_search_per_minute": 10,
                     *           "features": [
                     *             "search",
                     *             "fee_estimate"
                     *           ],
                     *           "ios_product_id": null,
                     *           "android_product_id": null,
                     *           "sort_order": 10
                     *         },
                     *         {
                     *           "id": "936255aa-72a5-4590-bb79-dbd610b9fb70",
                     *           "plan_code": "plus_monthly",
                     *           "tier": "plus",
                     *           "name_en": "Plus (monthly)",
                     *           "name_ja": "プラス（月額）",
                     *           "description_en": "Everything in Free, more natural-language searches, no ads.",
                     *           "description_ja": "フリーの全機能に加え、自然文検索の上限拡大と広告非表示",
                     *           "price_minor": 480,
                     *           "currency": "JPY",
                     *           "billing_period": "month",
                     *           "ai_search_per_minute": 60,
                     *           "features": [
                     *             "search",
                     *             "fee_estimate"
                     *           ],
                     *           "ios_product_id": "jp.parking.plus.monthly",
                     *           "android_product_id": "plus_monthly",
                     *           "sort_order": 20
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionPlanList"];
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description public, max-age=300, stale-while-revalidate=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags */
            200: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description public, max-age=300, stale-while-revalidate=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tags": [
                     *         {
                     *           "id": "e3fe6e81-4ace-489b-bd22-ae680d99d6cd",
                     *           "tag_code": "credit_card",
                     *           "category": "payment",
                     *           "name_en": "Credit cards accepted",
                     *           "name_ja": "クレジットカード可",
                     *           "sort_order": 10
                     *         },
                     *         {
                     *           "id": "8e947b15-81ad-490c-9c18-4e7f64d5652e",
                     *           "tag_code": "ic_card",
                     *           "category": "payment",
                     *           "name_en": "Transit IC cards accepted",
                     *           "name_ja": "交通系IC可",
                     *           "sort_order": 20
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description public, max-age=300, stale-while-revalidate=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reportCrash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stack": "Error: boom",
                 *       "device": "Pixel 8",
                 *       "app_version": "1.0.0"
                 *     }
                 */
                "application/json": components["schemas"]["CrashReportBody"];
            };
        };
        responses: {
            /** @description Recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["CrashReportResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile and scopes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": {
                     *         "user_id": "9da8e5af-4c0b-4ef0-ac8d-2c34b3de877a",
                     *         "email": null,
                     *         "display_name": "山田 太郎",
                     *         "locale": "en",
                     *         "status": "active",
                     *         "avatar_asset_id": "48aca262-0e5f-4e3c-b041-a4488f90fc63",
                     *         "avatar_url": "https://cdn.example.jp/avatars/bbc4b13f-e6c5-41fc-bce2-f7fcab7dbe62.png",
                     *         "default_vehicle_id": "c9b72169-9c13-41e9-aca2-7163c58dcee5",
                     *         "theme_id": null,
                     *         "is_premium": false,
                     *         "created_at": "2026-11-23T10:39:53.935Z",
                     *         "updated_at": "2026-11-23T10:39:53.935Z"
                     *       },
                     *       "scopes": {
                     *         "user": true,
                     *         "owner": false,
                     *         "admin": false,
                     *         "admin_role_code": null,
                     *         "permissions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "山田 太郎",
                 *       "locale": "en",
                 *       "avatar_asset_id": "48aca262-0e5f-4e3c-b041-a4488f90fc63",
                 *       "default_vehicle_id": "c9b72169-9c13-41e9-aca2-7163c58dcee5"
                 *     }
                 */
                "application/json": components["schemas"]["MePatchBody"];
            };
        };
        responses: {
            /** @description The profile as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "profile": {
                     *         "user_id": "9da8e5af-4c0b-4ef0-ac8d-2c34b3de877a",
                     *         "email": null,
                     *         "display_name": "山田 太郎",
                     *         "locale": "en",
                     *         "status": "active",
                     *         "avatar_asset_id": "48aca262-0e5f-4e3c-b041-a4488f90fc63",
                     *         "avatar_url": "https://cdn.example.jp/avatars/bbc4b13f-e6c5-41fc-bce2-f7fcab7dbe62.png",
                     *         "default_vehicle_id": "c9b72169-9c13-41e9-aca2-7163c58dcee5",
                     *         "theme_id": null,
                     *         "is_premium": false,
                     *         "created_at": "2026-11-23T10:39:53.935Z",
                     *         "updated_at": "2026-11-23T10:39:53.935Z"
                     *       },
                     *       "scopes": {
                     *         "user": true,
                     *         "owner": false,
                     *         "admin": false,
                     *         "admin_role_code": null,
                     *         "permissions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`, `param` naming the field: a value out of bounds, an unknown key, an avatar that is not an upload of the caller’s, a default vehicle that is not one of the caller’s. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    withdrawAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the account cannot be withdrawn yet (`details.reason`): `session_in_progress` (end or cancel the parking session first) or `admin_account` (the caller is also an admin; another admin disables that account first). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    calcParkingFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entry_at": "2026-11-24T08:00:00+09:00",
                 *       "exit_at": "2026-11-25T09:00:00+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["CalcFeeBody"];
            };
        };
        responses: {
            /** @description The fee and how it was reached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "breakdown": {
                     *         "caps": [
                     *           {
                     *             "saved": 4000,
                     *             "charged": 1200,
                     *             "cap_type": "daily_max",
                     *             "cap_scope": null,
                     *             "period_end": "2026-11-24T15:00:00Z",
                     *             "rule_order": 2,
                     *             "period_start": "2026-11-23T15:00:00Z",
                     *             "cap_price_minor": 1200
                     *           },
                     *           {
                     *             "saved": 400,
                     *             "charged": 400,
                     *             "cap_type": "hour_window_max",
                     *             "cap_scope": null,
                     *             "period_end": "2026-11-24T23:00:00Z",
                     *             "rule_order": 3,
                     *             "period_start": "2026-11-24T11:00:00Z",
                     *             "cap_price_minor": 400
                     *           }
                     *         ],
                     *         "exit_at": "2026-11-25T00:00:00Z",
                     *         "complete": true,
                     *         "currency": "JPY",
                     *         "entry_at": "2026-11-23T23:00:00Z",
                     *         "segments": [
                     *           {
                     *             "end": "2026-11-24T11:00:00Z",
                     *             "start": "2026-11-23T23:00:00Z",
                     *             "units": 24,
                     *             "day_type": "all",
                     *             "rule_order": 0,
                     *             "per_minutes": 30,
                     *             "price_minor": 200,
                     *             "amount_after_caps": 1200,
                     *             "amount_before_caps": 4800
                     *           },
                     *           {
                     *             "end": "2026-11-24T23:00:00Z",
                     *             "start": "2026-11-24T11:00:00Z",
                     *             "units": 12,
                     *             "day_type": "all",
                     *             "rule_order": 1,
                     *             "per_minutes": 60,
                     *             "price_minor": 100,
                     *             "amount_after_caps": 400,
                     *             "amount_before_caps": 1200
                     *           }
                     *         ],
                     *         "timezone": "Asia/Tokyo",
                     *         "warnings": [
                     *           "exceeds_max_parking_duration"
                     *         ],
                     *         "uncovered": [],
                     *         "duration_min": 1500,
                     *         "total_before_caps": 6400
                     *       },
                     *       "total_amount": 2000
                     *     }
                     */
                    "application/json": components["schemas"]["FeeResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot, or it is not public. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error` (exit_at not after entry_at, a stay over 366 days, an unknown vehicle_type; `param` names it) or `vehicle_not_allowed` (the vehicle is larger than the lot takes). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "admin": {
                     *         "id": "c7e8155c-09af-463a-938d-571427df57d8",
                     *         "user_id": "192eece5-1f91-467f-9f0f-f11dd59abbcb",
                     *         "name": "super_admin-ad3df165",
                     *         "email": "super_admin-ad3df165@example.jp",
                     *         "role_id": "1036efea-d5d1-451f-bf4f-b02c20ed7656",
                     *         "status": "active",
                     *         "last_login_at": "2026-11-23T10:38:22.000Z",
                     *         "created_at": "2026-11-23T10:38:21.959Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the admin account is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: the caller is not an admin. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAdmins: {
        parameters: {
            query?: {
                status?: "active" | "disabled" | "pending";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of admins */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "admins": [
                     *         {
                     *           "id": "f5c6cde6-6451-47fc-b755-dd885a4abc83",
                     *           "user_id": "d9429851-a58d-4339-b7ee-8050e6811555",
                     *           "name": "support_agent-751fb1c5",
                     *           "email": "support_agent-751fb1c5@example.jp",
                     *           "role_id": "6134751d-6738-447b-8899-f3dfb0236e2a",
                     *           "status": "active",
                     *           "last_login_at": null,
                     *           "created_at": "2026-11-23T10:38:22.431Z"
                     *         },
                     *         {
                     *           "id": "cec06556-aec9-4f55-bb72-aa0d5e7fc879",
                     *           "user_id": "ca70f97a-a0b6-4764-b645-f10c80f52339",
                     *           "name": "support_agent-d31d608f",
                     *           "email": "support_agent-d31d608f@example.jp",
                     *           "role_id": "6134751d-6738-447b-8899-f3dfb0236e2a",
                     *           "status": "active",
                     *           "last_login_at": null,
                     *           "created_at": "2026-11-23T10:38:22.413Z"
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTExLTIzVDEwOjM4OjIyLjQxM1oiLCJjZWMwNjU1Ni1hZWM5LTRmNTUtYmI3Mi1hYTBkNWU3ZmM4NzkiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "Ops-6a9127@Example.jp",
                 *       "name": "Ops Person",
                 *       "role_id": "a2207b9a-bcfa-4e30-afff-824aa54b174d"
                 *     }
                 */
                "application/json": components["schemas"]["AdminCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The URL of the created resource, relative to this server. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "admin": {
                     *         "id": "907af150-9228-4a7a-b39b-0ea38d34050a",
                     *         "user_id": "da70177c-58ff-49f5-878a-0d5312711aee",
                     *         "name": "Ops Person",
                     *         "email": "Ops-6a9127@Example.jp",
                     *         "role_id": "a2207b9a-bcfa-4e30-afff-824aa54b174d",
                     *         "status": "active",
                     *         "last_login_at": null,
                     *         "created_at": "2026-11-23T10:38:22.207Z"
                     *       },
                     *       "initial_password": "h!T9C85f-qU_"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCreated"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks admins.edit; or the role lies above the caller (`message_key` `errors.role_ceiling`, `details.missing_permissions`), or is Super Admin and the caller is not (`errors.super_admin_only`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: an account with this e-mail already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "admin": {
                     *         "id": "907af150-9228-4a7a-b39b-0ea38d34050a",
                     *         "user_id": "da70177c-58ff-49f5-878a-0d5312711aee",
                     *         "name": "Ops Person",
                     *         "email": "Ops-6a9127@Example.jp",
                     *         "role_id": "a2207b9a-bcfa-4e30-afff-824aa54b174d",
                     *         "status": "active",
                     *         "last_login_at": null,
                     *         "created_at": "2026-11-23T10:38:22.207Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disableAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disabled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks admins.edit; or the admin’s role lies above the caller (`errors.role_ceiling`), or is Super Admin and the caller is not (`errors.super_admin_only`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: disabling yourself, the last active Super Admin, or a `pending` admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Renamed",
                 *       "role_id": "a2207b9a-bcfa-4e30-afff-824aa54b174d"
                 *     }
                 */
                "application/json": components["schemas"]["AdminPatchBody"];
            };
        };
        responses: {
            /** @description The changed admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "admin": {
                     *         "id": "c29549a7-7b7c-484e-8614-71fb832ca360",
                     *         "user_id": "10f6f84d-7d6d-475c-b55d-f114d3b91612",
                     *         "name": "Renamed",
                     *         "email": "support_agent-bb78f42b@example.jp",
                     *         "role_id": "a2207b9a-bcfa-4e30-afff-824aa54b174d",
                     *         "status": "active",
                     *         "last_login_at": null,
                     *         "created_at": "2026-11-23T10:38:22.497Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks admins.edit; or the admin’s current or new role lies above the caller (`errors.role_ceiling`), or is Super Admin and the caller is not (`errors.super_admin_only`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: changing your own role or status, leaving no active Super Admin, or a `pending` admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    resetAdminPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "password": "WqDVu7?*c5@p"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminPasswordReset"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks admins.edit; or the admin’s role lies above the caller (`errors.role_ceiling`), or is Super Admin and the caller is not (`errors.super_admin_only`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the admin is `pending` (no identity user yet). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Roles, built-in first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "roles": [
                     *         {
                     *           "id": "13568dc6-1e2e-4f68-a07c-b27564f37208",
                     *           "role_code": "content_manager",
                     *           "name": "Content Manager",
                     *           "description": "Articles, ads, gamification and theming",
                     *           "color": "#16a34a",
                     *           "is_system": true,
                     *           "created_at": "2026-11-23T10:30:48.230Z"
                     *         },
                     *         {
                     *           "id": "a2207b9a-bcfa-4e30-afff-824aa54b174d",
                     *           "role_code": "ops_manager",
                     *           "name": "Ops Manager",
                     *           "description": "Parking, users, owners, plans, support, notifications and revenue",
                     *           "color": "#2563eb",
                     *           "is_system": true,
                     *           "created_at": "2026-11-23T10:30:48.230Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RoleList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role_code": "night_ops",
                 *       "name": "Night Ops",
                 *       "color": "#112233",
                 *       "permission_keys": [
                 *         "parking.view",
                 *         "parking.view"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoleCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The URL of the created resource, relative to this server. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "role": {
                     *         "id": "bf03b3fd-b7e1-465e-a967-5e6593d58371",
                     *         "role_code": "night_ops",
                     *         "name": "Night Ops",
                     *         "description": "",
                     *         "color": "#112233",
                     *         "is_system": false,
                     *         "created_at": "2026-11-23T10:38:22.646Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RoleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks roles.edit, or gives the role keys they do not hold (`errors.role_ceiling`, `details.missing_permissions`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the role_code is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "role": {
                     *         "id": "1f1f0a1d-cd2a-4a80-bd53-a83f288e5b97",
                     *         "role_code": "r_d3c6443a",
                     *         "name": "Temp",
                     *         "description": "",
                     *         "color": "#64748b",
                     *         "is_system": false,
                     *         "created_at": "2026-11-23T10:33:56.076Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RoleResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: a built-in role, or a role still held by admins. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Night Operations"
                 *     }
                 */
                "application/json": components["schemas"]["RolePatchBody"];
            };
        };
        responses: {
            /** @description The changed role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "role": {
                     *         "id": "bf03b3fd-b7e1-465e-a967-5e6593d58371",
                     *         "role_code": "night_ops",
                     *         "name": "Night Operations",
                     *         "description": "",
                     *         "color": "#112233",
                     *         "is_system": false,
                     *         "created_at": "2026-11-23T10:38:22.646Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RoleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: recoding a built-in role, or the role_code is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setRolePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "permission_keys": [
                 *         "users.view",
                 *         "parking.edit"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RolePermissionsBody"];
            };
        };
        responses: {
            /** @description The saved set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "role_id": "bf03b3fd-b7e1-465e-a967-5e6593d58371",
                     *       "permission_keys": [
                     *         "parking.edit",
                     *         "users.view"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RolePermissionSet"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks roles.edit, gives keys they do not hold, or the role holds keys they do not hold (`errors.role_ceiling`, `details.missing_permissions`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: Super Admin’s keys are fixed (all), or the role is the caller’s own. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Permission keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "permissions": [
                     *         {
                     *           "key": "dashboard.view",
                     *           "group": "Main",
                     *           "description": "See the dashboard"
                     *         },
                     *         {
                     *           "key": "parking.view",
                     *           "group": "Parking",
                     *           "description": "See parking lots"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PermissionList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRolePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "role_permissions": [
                     *         {
                     *           "role_id": "1036efea-d5d1-451f-bf4f-b02c20ed7656",
                     *           "permission_key": "admins.edit"
                     *         },
                     *         {
                     *           "role_id": "1036efea-d5d1-451f-bf4f-b02c20ed7656",
                     *           "permission_key": "admins.view"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RolePermissionList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAdminNotificationPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "notification_prefs": {
                     *         "new_owner": true,
                     *         "new_parking": true,
                     *         "sales_daily": true,
                     *         "sales_monthly": true,
                     *         "system_alert": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminNotificationPrefsResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateAdminNotificationPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "new_parking": false,
                 *       "new_owner": false
                 *     }
                 */
                "application/json": components["schemas"]["AdminNotificationPrefsBody"];
            };
        };
        responses: {
            /** @description Preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "notification_prefs": {
                     *         "new_owner": false,
                     *         "new_parking": false,
                     *         "sales_daily": true,
                     *         "sales_monthly": true,
                     *         "system_alert": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminNotificationPrefsResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAdminAuditLog: {
        parameters: {
            query?: {
                /** @description Only this admin’s actions. */
                admin_id?: string;
                /** @description e.g. `admin.update`, `review.approve`. */
                action?: string;
                /** @description e.g. `admin`, `role`, `parking_lot`, `review`. */
                target_type?: string;
                target_id?: string;
                /** @description Inclusive. */
                from?: string;
                /** @description Exclusive. */
                to?: string;
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "audit_log": [
                     *         {
                     *           "id": "2f38a640-b85a-47fb-91cc-e2e1baa21867",
                     *           "admin_id": "da29e9f6-a67e-4029-8b17-250f9326beac",
                     *           "admin_name": "super_admin-cb6f2fbc",
                     *           "admin_email": "super_admin-cb6f2fbc@example.jp",
                     *           "action": "admin.update",
                     *           "target_type": "admin",
                     *           "target_id": "11699a48-3529-422d-ad45-4ec9fd9df1b2",
                     *           "before": {
                     *             "name": "Name 3"
                     *           },
                     *           "after": {
                     *             "name": "Name 4"
                     *           },
                     *           "request_id": "c790b577-87b1-4944-a27e-b731a7839a99",
                     *           "created_at": "2026-11-23T10:39:40.487Z"
                     *         },
                     *         {
                     *           "id": "24fd3ac5-2baf-4d49-9661-9efcc8fee83b",
                     *           "admin_id": "da29e9f6-a67e-4029-8b17-250f9326beac",
                     *           "admin_name": "super_admin-cb6f2fbc",
                     *           "admin_email": "super_admin-cb6f2fbc@example.jp",
                     *           "action": "admin.update",
                     *           "target_type": "admin",
                     *           "target_id": "11699a48-3529-422d-ad45-4ec9fd9df1b2",
                     *           "before": {
                     *             "name": "Name 2"
                     *           },
                     *           "after": {
                     *             "name": "Name 3"
                     *           },
                     *           "request_id": "bb3d21bb-c99f-4ea4-9831-738618595757",
                     *           "created_at": "2026-11-23T10:39:40.421Z"
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTExLTIzVDEwOjM5OjQwLjQyMVoiLCIyNGZkM2FjNS0yYmFmLTRkNDktOTY2MS05ZWZjYzhmZWU4M2IiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminAuditLog"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchParkingLots: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the name or the address. */
                q?: string;
                /** @description Any of these structures. */
                structure?: ("flat" | "self_multi" | "mechanical")[];
                /** @description Any of these entry methods. */
                entry_method?: ("self" | "mechanical")[];
                /** @description Any of these operators. */
                operator_code?: ("operator_a" | "operator_b" | "operator_c" | "operator_d" | "operator_e" | "operator_f" | "operator_g" | "operator_h" | "other")[];
                /** @description Tag codes that must all apply. */
                tags?: string[];
                /** @description The vehicle’s height: lots allowing at least this much, or without a stated limit. */
                max_height_m?: number;
                /** @description The vehicle’s width (m); lots without a limit match. */
                max_width_m?: number;
                /** @description The vehicle’s length (m); lots without a limit match. */
                max_length_m?: number;
                /** @description The vehicle’s weight (t); lots without a limit match. */
                max_weight_t?: number;
                /** @description The vehicle’s tire width (mm); lots without a limit match. */
                max_tire_width_mm?: number;
                /** @description One of the caller’s vehicles (GET /v1/me/vehicles; needs the bearer token, 401 without one): only lots whose height, width, length, weight and tire-width limits it is within, whose minimum ground clearance it meets and whose largest vehicle type takes it. A limit the lot does not state, or a dimension the vehicle has none for, excludes nothing. Another user’s or a deleted vehicle is 404 `not_found` naming vehicle_id. */
                vehicle_id?: string;
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lots */
            200: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description private, no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lots": [
                     *         {
                     *           "id": "6fe918cc-8dd7-46e4-b05e-6c58199e162b",
                     *           "name": "Kabukicho Mechanical",
                     *           "address": "東京都新宿区歌舞伎町2丁目",
                     *           "lot_type": "regular",
                     *           "structure": "mechanical",
                     *           "entry_method": "mechanical",
                     *           "operator_code": "operator_b",
                     *           "max_height_m": 1.55,
                     *           "max_width_m": 1.85,
                     *           "max_length_m": 4.8,
                     *           "max_weight_t": 2,
                     *           "max_tire_width_mm": 225,
                     *           "geometry": null,
                     *           "main_image": null,
                     *           "tags": [
                     *             "credit_card",
                     *             "attendant"
                     *           ],
                     *           "avg_rating": null,
                     *           "review_count": 0
                     *         },
                     *         {
                     *           "id": "1c451e54-e54a-4d7c-857f-34dd5d60d337",
                     *           "name": "SHIBUYA Center Parking",
                     *           "address": "東京都渋谷区道玄坂1-2-3",
                     *           "lot_type": "regular",
                     *           "structure": "self_multi",
                     *           "entry_method": "self",
                     *           "operator_code": "operator_a",
                     *           "max_height_m": 2.1,
                     *           "max_width_m": 1.9,
                     *           "max_length_m": 5,
                     *           "max_weight_t": 2.5,
                     *           "max_tire_width_mm": 245,
                     *           "geometry": {
                     *             "point": {
                     *               "lat": 35.659,
                     *               "lng": 139.699
                     *             },
                     *             "shape_type": "point"
                     *           },
                     *           "main_image": "https://cdn.example.jp/parking-lots/9ab07efd-2245-432e-aaf3-3fd5b20fa46c.jpg",
                     *           "tags": [
                     *             "credit_card",
                     *             "covered"
                     *           ],
                     *           "avg_rating": null,
                     *           "review_count": 0
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotList"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current. No body. */
            304: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description private, no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unknown_tag_code`: a tag in `tags` is not a known tag. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: `vehicle_id` is not one of the caller’s vehicles (another user’s, deleted, unknown). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    nearbyParkingLots: {
        parameters: {
            query: {
                /** @description Latitude, WGS84. */
                lat: number;
                /** @description Longitude, WGS84. */
                lng: number;
                /** @description Search radius in metres (default 500). With a stay (entry_at, exit_at) every lot in the radius that passes the filters is priced, so there may be at most 200 of them: more answer 422 validation_error naming radius_m (narrow the radius or filter). */
                radius_m?: number;
                /** @description Rows (default 50). */
                limit?: number;
                /** @description The vehicle’s height (m): lots allowing at least this much, or without a stated limit. */
                max_height_m?: number;
                /** @description Tag codes that must all apply. */
                tags?: string[];
                /** @description One of the caller’s vehicles (GET /v1/me/vehicles; needs the bearer token, 401 without one): only lots whose height, width, length, weight and tire-width limits it is within, whose minimum ground clearance it meets and whose largest vehicle type takes it. A limit the lot does not state, or a dimension the vehicle has none for, excludes nothing. Another user’s or a deleted vehicle is 404 `not_found` naming vehicle_id. */
                vehicle_id?: string;
                /** @description true: only lots whose business hours cover this moment in the lot’s time zone. */
                open_now?: "true" | "false";
                /** @description Only lots whose fee for the stay entry_at..exit_at is known and at most this many yen. */
                max_price?: number;
                /** @description Start of a stay to price: each row then carries its estimated_fee (needed by max_price and sort=price). */
                entry_at?: string;
                /** @description End of the stay to price, later than entry_at and at most 7 days after it (else 422 validation_error naming exit_at); one lot’s estimate (calc-fee) takes stays of up to 366 days. */
                exit_at?: string;
                /** @description `distance` (default): nearest first. `price`: lots whose stay is fully priced, cheapest first, then the rest; needs entry_at and exit_at. */
                sort?: "distance" | "price";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lots within the radius, nearest first */
            200: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description private, no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lots": [
                     *         {
                     *           "id": "8b98efb9-ab66-46e7-b7bd-93c0da097f6e",
                     *           "name": "Photo Lot",
                     *           "address": null,
                     *           "lat": 35.6812,
                     *           "lng": 139.7671,
                     *           "distance_m": 0,
                     *           "avg_rating": null,
                     *           "review_count": 0,
                     *           "main_image": "http://localhost:8787/files/parking-lot-images/2e97da35-35ee-4f4c-b066-be346d3e9bd5.jpg",
                     *           "tags": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NearbyParkingLotList"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current. No body. */
            304: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description private, no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unknown_tag_code`: a tag in `tags` is not a known tag. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: `vehicle_id` is not one of the caller’s vehicles (another user’s, deleted, unknown). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`, `param` naming the field: a value out of its range, or a search with a stay past its bounds (a stay over 7 days names exit_at; more than 200 lots to price within the radius names radius_m). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getParkingLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lot */
            200: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description private, no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "1c451e54-e54a-4d7c-857f-34dd5d60d337",
                     *         "name": "SHIBUYA Center Parking",
                     *         "address": "東京都渋谷区道玄坂1-2-3",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": null,
                     *         "structure": "self_multi",
                     *         "entry_method": "self",
                     *         "entry_difficulty": null,
                     *         "max_height_m": 2.1,
                     *         "max_width_m": 1.9,
                     *         "max_length_m": 5,
                     *         "max_weight_t": 2.5,
                     *         "min_clearance_cm": null,
                     *         "max_tire_width_mm": 245,
                     *         "max_parking_duration_min": null,
                     *         "receipt_available": false,
                     *         "operator_code": "operator_a",
                     *         "updated_at": "2026-11-23T10:39:45.888Z",
                     *         "geometry": {
                     *           "point": {
                     *             "lat": 35.659,
                     *             "lng": 139.699
                     *           },
                     *           "shape_type": "point"
                     *         },
                     *         "lot_type": "regular",
                     *         "vehicle_type_max": null,
                     *         "description": null,
                     *         "pricing_notes": null,
                     *         "contact_phone": null,
                     *         "contact_email": null,
                     *         "contact_url": null,
                     *         "capacity_kei": null,
                     *         "capacity_regular": null,
                     *         "capacity_oversized": null,
                     *         "capacity_motorcycle": null,
                     *         "capacity_ev": null,
                     *         "capacity_disabled": null,
                     *         "entry_exit_locations": null,
                     *         "timezone": "Asia/Tokyo",
                     *         "images": [
                     *           {
                     *             "url": "https://cdn.example.jp/parking-lots/9ab07efd-2245-432e-aaf3-3fd5b20fa46c.jpg",
                     *             "is_main": true,
                     *             "asset_id": "901bbcd6-893d-4091-b6f3-4a915c5a7874",
                     *             "sort_order": 5
                     *           },
                     *           {
                     *             "url": "https://cdn.example.jp/parking-lots/3b80ec84-973d-4ae9-90f6-b520240a6bc5.jpg",
                     *             "is_main": false,
                     *             "asset_id": "6d4fcaca-fc30-4559-8087-fc84151981b5",
                     *             "sort_order": 2
                     *           }
                     *         ],
                     *         "tags": [
                     *           {
                     *             "state": true,
                     *             "name_en": "Credit cards accepted",
                     *             "name_ja": "クレジットカード可",
                     *             "category": "payment",
                     *             "tag_code": "credit_card"
                     *           },
                     *           {
                     *             "state": true,
                     *             "name_en": "Covered",
                     *             "name_ja": "屋根付き",
                     *             "category": "facility",
                     *             "tag_code": "covered"
                     *           }
                     *         ],
                     *         "hours": [
                     *           {
                     *             "is_24h": false,
                     *             "day_type": "weekday",
                     *             "is_closed": false,
                     *             "open_time": "07:00",
                     *             "close_time": "23:00",
                     *             "day_of_week": null,
                     *             "window_type": "business",
                     *             "effective_to": null,
                     *             "effective_from": null
                     *           },
                     *           {
                     *             "is_24h": false,
                     *             "day_type": "sunday",
                     *             "is_closed": true,
                     *             "open_time": null,
                     *             "close_time": null,
                     *             "day_of_week": null,
                     *             "window_type": "business",
                     *             "effective_to": null,
                     *             "effective_from": null
                     *           }
                     *         ],
                     *         "avg_rating": 4.5,
                     *         "review_count": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PublicParkingLotResult"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match is current. No body. */
            304: {
                headers: {
                    /** @description Weak validator of the JSON body; send it back as If-None-Match to get a 304. */
                    ETag?: string;
                    /** @description private, no-cache */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `lot_not_found`: no such lot, or it is not published. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listParkingLotPricingRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pricing rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pricing_rules": [
                     *         {
                     *           "cap_type": null,
                     *           "category": "unit",
                     *           "day_type": null,
                     *           "time_end": "22:00",
                     *           "cap_scope": null,
                     *           "cap_repeat": null,
                     *           "rule_order": 0,
                     *           "time_start": "08:00",
                     *           "per_minutes": 30,
                     *           "price_minor": 460,
                     *           "cap_price_minor": null,
                     *           "cap_duration_hours": null
                     *         },
                     *         {
                     *           "cap_type": null,
                     *           "category": "unit",
                     *           "day_type": null,
                     *           "time_end": "08:00",
                     *           "cap_scope": null,
                     *           "cap_repeat": null,
                     *           "rule_order": 1,
                     *           "time_start": "22:00",
                     *           "per_minutes": 60,
                     *           "price_minor": 200,
                     *           "cap_price_minor": null,
                     *           "cap_duration_hours": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotPricingRuleList"];
                };
            };
            /** @description `lot_not_found`: no such lot, or it is not published. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListParkingLots: {
        parameters: {
            query?: {
                /** @description Any of these statuses. */
                status?: components["schemas"]["ParkingLotStatus"][];
                /** @description Any of these sources. */
                source?: ("manual" | "source_a" | "source_b" | "source_c" | "source_d" | "source_e")[];
                /** @description Case-insensitive substring of the name or the address. */
                q?: string;
                /** @description Lots linked to this owner. */
                owner_id?: string;
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lots": [
                     *         {
                     *           "id": "9e22a373-ab0f-4f37-bdd3-7f85af6409e9",
                     *           "name": "List d8bf2698 4",
                     *           "address": "Chiyoda D8BF2698",
                     *           "status": "active",
                     *           "source": "source_b",
                     *           "parent_id": null,
                     *           "variant_label": null,
                     *           "place_id": null,
                     *           "total_spaces": null,
                     *           "structure": null,
                     *           "entry_method": null,
                     *           "entry_difficulty": null,
                     *           "max_height_m": null,
                     *           "max_width_m": null,
                     *           "max_length_m": null,
                     *           "max_weight_t": null,
                     *           "min_clearance_cm": null,
                     *           "max_tire_width_mm": null,
                     *           "max_parking_duration_min": null,
                     *           "receipt_available": false,
                     *           "operator_code": null,
                     *           "raw_text": null,
                     *           "created_at": "2026-11-23T10:38:58.129Z",
                     *           "updated_at": "2026-11-23T10:38:58.129Z",
                     *           "geometry": null
                     *         },
                     *         {
                     *           "id": "dfc0c823-1cb2-498b-9a98-e97a25eead54",
                     *           "name": "List d8bf2698 3",
                     *           "address": "Chiyoda D8BF2698",
                     *           "status": "rejected",
                     *           "source": "manual",
                     *           "parent_id": null,
                     *           "variant_label": null,
                     *           "place_id": null,
                     *           "total_spaces": null,
                     *           "structure": null,
                     *           "entry_method": null,
                     *           "entry_difficulty": null,
                     *           "max_height_m": null,
                     *           "max_width_m": null,
                     *           "max_length_m": null,
                     *           "max_weight_t": null,
                     *           "min_clearance_cm": null,
                     *           "max_tire_width_mm": null,
                     *           "max_parking_duration_min": null,
                     *           "receipt_available": false,
                     *           "operator_code": null,
                     *           "raw_text": null,
                     *           "created_at": "2026-11-23T10:38:58.092Z",
                     *           "updated_at": "2026-11-23T10:38:58.092Z",
                     *           "geometry": null
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTExLTIzVDEwOjM4OjU4LjA5MloiLCJkZmMwYzgyMy0xY2IyLTQ5OGItOWE5OC1lOTdhMjVlZWFkNTQiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotAdminList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateParkingLotBundle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parking_lot": {
                 *         "name": "Shinjuku 3-chome Parking No.2",
                 *         "address": "東京都新宿区新宿3丁目12-4",
                 *         "status": "active",
                 *         "source": "manual",
                 *         "lot_type": "regular",
                 *         "vehicle_type_max": "regular",
                 *         "total_spaces": 12,
                 *         "structure": "flat",
                 *         "entry_method": "self",
                 *         "entry_difficulty": "normal",
                 *         "max_height_m": 2.1,
                 *         "max_width_m": 1.9,
                 *         "max_length_m": 5,
                 *         "max_weight_t": 2.5,
                 *         "min_clearance_cm": 15,
                 *         "max_tire_width_mm": 245,
                 *         "max_parking_duration_min": 4320,
                 *         "receipt_available": true,
                 *         "operator_code": "operator_a",
                 *         "description": "Flat lot behind the station.",
                 *         "pricing_notes": "Daily maximum resets at midnight.",
                 *         "contact_phone": "03-1234-5678",
                 *         "contact_email": "lots@example.jp",
                 *         "contact_url": "https://example.jp/lots/2",
                 *         "capacity_kei": 2,
                 *         "capacity_regular": 9,
                 *         "capacity_oversized": 0,
                 *         "capacity_motorcycle": 0,
                 *         "capacity_ev": 1,
                 *         "capacity_disabled": 1,
                 *         "entry_exit_locations": {
                 *           "mode": "shared",
                 *           "pins": [
                 *             {
                 *               "kind": "both",
                 *               "lat": 35.6905,
                 *               "lng": 139.7045,
                 *               "label": "Gate"
                 *             }
                 *           ]
                 *         },
                 *         "geometry": {
                 *           "shape_type": "point",
                 *           "point": {
                 *             "lat": 35.6905,
                 *             "lng": 139.7046
                 *           }
                 *         }
                 *       },
                 *       "hours": [
                 *         {
                 *           "window_type": "business",
                 *           "day_type": "all",
                 *           "is_24h": true
                 *         }
                 *       ],
                 *       "pricing_rules": [
                 *         {
                 *           "category": "unit",
                 *           "time_start": "08:00",
                 *           "time_end": "20:00",
                 *           "per_minutes": 30,
                 *           "price_minor": 200
                 *         },
                 *         {
                 *           "category": "unit",
                 *           "time_start": "20:00",
                 *           "time_end": "08:00",
                 *           "per_minutes": 60,
                 *           "price_minor": 100
                 *         }
                 *       ],
                 *       "tags": [
                 *         {
                 *           "tag_code": "credit_card"
                 *         },
                 *         {
                 *           "tag_code": "ev_charger",
                 *           "state": true
                 *         }
                 *       ],
                 *       "images": [
                 *         {
                 *           "asset_id": "d1d28cb2-c4cb-4134-b279-64e7705b96be",
                 *           "is_main": true,
                 *           "sort_order": 1
                 *         },
                 *         {
                 *           "asset_id": "593b798e-2faf-4d82-882d-0aa794ec2f3e"
                 *         }
                 *       ],
                 *       "owner_ids": [
                 *         "f76dcbca-f6e2-4ba2-ba24-dea961d6c770"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ParkingLotBundleCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The URL of the created resource, relative to this server. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "c97e40de-10e0-4f44-815e-c429fbe643b6",
                     *         "name": "Shinjuku 3-chome Parking No.2",
                     *         "address": "東京都新宿区新宿3丁目12-4",
                     *         "status": "active",
                     *         "source": "manual",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": 12,
                     *         "structure": "flat",
                     *         "entry_method": "self",
                     *         "entry_difficulty": "normal",
                     *         "max_height_m": 2.1,
                     *         "max_width_m": 1.9,
                     *         "max_length_m": 5,
                     *         "max_weight_t": 2.5,
                     *         "min_clearance_cm": 15,
                     *         "max_tire_width_mm": 245,
                     *         "max_parking_duration_min": 4320,
                     *         "receipt_available": true,
                     *         "operator_code": "operator_a",
                     *         "raw_text": null,
                     *         "created_at": "2026-11-23T10:38:54.617Z",
                     *         "updated_at": "2026-11-23T10:38:54.617Z",
                     *         "geometry": {
                     *           "point": {
                     *             "lat": 35.6905,
                     *             "lng": 139.7046
                     *           },
                     *           "shape_type": "point"
                     *         }
                     *       },
                     *       "tags_count": 3,
                     *       "hours_count": 1,
                     *       "images_count": 2,
                     *       "owners_count": 1,
                     *       "pricing_rules_count": 3
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotBundleResponse"];
                };
            };
            /** @description `malformed_json`; `unknown_tag_code`: a tag_code is not a known tag (details.tag_code names it); nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the place_id is taken by another lot. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a field breaks the schema or a database rule; `param` names the top-level field (`parking_lot`, `hours`, `pricing_rules`, `images`, `tags`, `owner_ids`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetParkingLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "c97e40de-10e0-4f44-815e-c429fbe643b6",
                     *         "name": "Shinjuku 3-chome Parking No.2",
                     *         "address": "東京都新宿区新宿3丁目12-4",
                     *         "status": "active",
                     *         "source": "manual",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": 12,
                     *         "structure": "flat",
                     *         "entry_method": "self",
                     *         "entry_difficulty": "normal",
                     *         "max_height_m": 2.1,
                     *         "max_width_m": 1.9,
                     *         "max_length_m": 5,
                     *         "max_weight_t": 2.5,
                     *         "min_clearance_cm": 15,
                     *         "max_tire_width_mm": 245,
                     *         "max_parking_duration_min": 4320,
                     *         "receipt_available": true,
                     *         "operator_code": "operator_a",
                     *         "raw_text": null,
                     *         "created_at": "2026-11-23T10:38:54.617Z",
                     *         "updated_at": "2026-11-23T10:38:54.617Z",
                     *         "geometry": {
                     *           "point": {
                     *             "lat": 35.6905,
                     *             "lng": 139.7046
                     *           },
                     *           "shape_type": "point"
                     *         },
                     *         "lot_type": "regular",
                     *         "vehicle_type_max": "regular",
                     *         "description": "Flat lot behind the station.",
                     *         "pricing_notes": "Daily maximum resets at midnight.",
                     *         "contact_phone": "03-1234-5678",
                     *         "contact_email": "lots@example.jp",
                     *         "contact_url": "https://example.jp/lots/2",
                     *         "capacity_kei": 2,
                     *         "capacity_regular": 9,
                     *         "capacity_oversized": 0,
                     *         "capacity_motorcycle": 0,
                     *         "capacity_ev": 1,
                     *         "capacity_disabled": 1,
                     *         "entry_exit_locations": {
                     *           "mode": "shared",
                     *           "pins": [
                     *             {
                     *               "lat": 35.6905,
                     *               "lng": 139.7045,
                     *               "kind": "both",
                     *               "label": "Gate"
                     *             }
                     *           ]
                     *         },
                     *         "timezone": "Asia/Tokyo"
                     *       },
                     *       "hours": [
                     *         {
                     *           "is_24h": true,
                     *           "day_type": "all",
                     *           "is_closed": false,
                     *           "open_time": null,
                     *           "close_time": null,
                     *           "day_of_week": null,
                     *           "window_type": "business",
                     *           "effective_to": null,
                     *           "effective_from": null
                     *         }
                     *       ],
                     *       "pricing_rules": [
                     *         {
                     *           "cap_type": null,
                     *           "category": "unit",
                     *           "day_type": null,
                     *           "time_end": "20:00",
                     *           "cap_scope": null,
                     *           "cap_repeat": null,
                     *           "rule_order": 0,
                     *           "time_start": "08:00",
                     *           "per_minutes": 30,
                     *           "price_minor": 200,
                     *           "cap_price_minor": null,
                     *           "cap_duration_hours": null
                     *         },
                     *         {
                     *           "cap_type": null,
                     *           "category": "unit",
                     *           "day_type": null,
                     *           "time_end": "08:00",
                     *           "cap_scope": null,
                     *           "cap_repeat": null,
                     *           "rule_order": 1,
                     *           "time_start": "20:00",
                     *           "per_minutes": 60,
                     *           "price_minor": 100,
                     *           "cap_price_minor": null,
                     *           "cap_duration_hours": null
                     *         }
                     *       ],
                     *       "images": [
                     *         {
                     *           "url": "https://cdn.example.jp/parking-lots/a73f206d-fc54-48f4-b8c5-c9b6a55ef02a.jpg",
                     *           "is_main": true,
                     *           "asset_id": "d1d28cb2-c4cb-4134-b279-64e7705b96be",
                     *           "sort_order": 1
                     *         },
                     *         {
                     *           "url": "https://cdn.example.jp/parking-lots/51c052b6-08ce-4796-946c-ad4c2966ee16.jpg",
                     *           "is_main": false,
                     *           "asset_id": "593b798e-2faf-4d82-882d-0aa794ec2f3e",
                     *           "sort_order": null
                     *         }
                     *       ],
                     *       "tags": [
                     *         {
                     *           "state": true,
                     *           "name_en": "Credit cards accepted",
                     *           "name_ja": "クレジットカード可",
                     *           "category": "payment",
                     *           "tag_code": "credit_card"
                     *         },
                     *         {
                     *           "state": false,
                     *           "name_en": "Covered",
                     *           "name_ja": "屋根付き",
                     *           "category": "facility",
                     *           "tag_code": "covered"
                     *         }
                     *       ],
                     *       "owners": [
                     *         {
                     *           "owner_id": "f76dcbca-f6e2-4ba2-ba24-dea961d6c770",
                     *           "display_name": "Owner Taro"
                     *         }
                     *       ],
                     *       "avg_rating": null,
                     *       "review_count": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotFull"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminPatchParkingLotBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parking_lot": {
                 *         "status": "active"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ParkingLotBundlePatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "8b98efb9-ab66-46e7-b7bd-93c0da097f6e",
                     *         "name": "Photo Lot",
                     *         "address": null,
                     *         "status": "active",
                     *         "source": "manual",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": null,
                     *         "structure": null,
                     *         "entry_method": null,
                     *         "entry_difficulty": null,
                     *         "max_height_m": null,
                     *         "max_width_m": null,
                     *         "max_length_m": null,
                     *         "max_weight_t": null,
                     *         "min_clearance_cm": null,
                     *         "max_tire_width_mm": null,
                     *         "max_parking_duration_min": null,
                     *         "receipt_available": false,
                     *         "operator_code": null,
                     *         "raw_text": null,
                     *         "created_at": "2026-11-23T10:46:00.473Z",
                     *         "updated_at": "2026-11-23T10:46:00.729Z",
                     *         "geometry": {
                     *           "point": {
                     *             "lat": 35.6812,
                     *             "lng": 139.7671
                     *           },
                     *           "shape_type": "point"
                     *         }
                     *       },
                     *       "tags_count": 0,
                     *       "hours_count": 0,
                     *       "images_count": 0,
                     *       "owners_count": 0,
                     *       "pricing_rules_count": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotBundleResponse"];
                };
            };
            /** @description `malformed_json`; `unknown_tag_code`: a tag_code is not a known tag (details.tag_code names it); nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the place_id is taken by another lot. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a field breaks the schema or a database rule; `param` names the top-level field (`parking_lot`, `hours`, `pricing_rules`, `images`, `tags`, `owner_ids`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listParkingLotReviews: {
        parameters: {
            query?: {
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reviews": [
                     *         {
                     *           "id": "618fdf23-7804-44f4-ab8d-0b3dc2e4493a",
                     *           "parking_lot_id": "e3c280f8-94fc-4f3d-85d7-8ff3bbf2e9c2",
                     *           "rating": 4,
                     *           "comment": "Clean",
                     *           "status": "approved",
                     *           "photos": [
                     *             {
                     *               "asset_id": "a0287a5c-40dd-4fc5-9584-23742fc5c353",
                     *               "mime_type": "image/jpeg",
                     *               "public_url": "http://localhost:8787/files/review-images/a0287a5c-40dd-4fc5-9584-23742fc5c353.jpg"
                     *             }
                     *           ],
                     *           "created_at": "2026-11-23T10:46:01.556Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ReviewList"];
                };
            };
            /** @description `lot_not_found`: no such lot, or it is not published. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postParkingLotReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 4,
                 *       "comment": "Clean",
                 *       "photos": [
                 *         "a0287a5c-40dd-4fc5-9584-23742fc5c353"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReviewCreateBody"];
            };
        };
        responses: {
            /** @description Created, pending moderation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "review": {
                     *         "id": "618fdf23-7804-44f4-ab8d-0b3dc2e4493a",
                     *         "parking_lot_id": "e3c280f8-94fc-4f3d-85d7-8ff3bbf2e9c2",
                     *         "rating": 4,
                     *         "comment": "Clean",
                     *         "status": "pending",
                     *         "photos": [
                     *           {
                     *             "asset_id": "a0287a5c-40dd-4fc5-9584-23742fc5c353",
                     *             "mime_type": "image/jpeg",
                     *             "public_url": "http://localhost:8787/files/review-images/a0287a5c-40dd-4fc5-9584-23742fc5c353.jpg"
                     *           }
                     *         ],
                     *         "created_at": "2026-11-23T10:46:01.556Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReviewResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot, or it is not published. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the caller has already reviewed this lot. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    registerOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "display_name": "Uploads Owner"
                 *     }
                 */
                "application/json": components["schemas"]["OwnerRegisterBody"];
            };
        };
        responses: {
            /** @description Registered */
            201: {
                headers: {
                    /** @description The URL of the created resource, relative to this server. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "b104303a-daaf-410b-9d48-038baf136b15",
                     *         "user_id": "2e32794e-ad46-4b42-b2ec-e40ea27fda59",
                     *         "display_name": "Uploads Owner",
                     *         "contact_email": null,
                     *         "contact_phone": null,
                     *         "status": "active",
                     *         "created_at": "2026-11-23T10:46:00.406Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OwnerResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the caller is already an owner. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOwnerMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "fd02af38-d35a-475f-a710-e64744f17173",
                     *         "user_id": "e0c0b071-98a0-4edf-ab79-48f0af4bb2aa",
                     *         "display_name": "Yamada Parking",
                     *         "contact_email": "yamada@example.jp",
                     *         "contact_phone": "090-1111-2222",
                     *         "status": "active",
                     *         "created_at": "2026-11-23T10:33:47.215Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OwnerResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: the caller is not a registered owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listOwnerParkingLots: {
        parameters: {
            query?: {
                /** @description Any of these statuses. */
                status?: components["schemas"]["ParkingLotStatus"][];
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lots": [
                     *         {
                     *           "id": "826a2274-1443-478b-b3e6-7b32a169bcf9",
                     *           "name": "My lot",
                     *           "address": null,
                     *           "status": "draft",
                     *           "source": "manual",
                     *           "parent_id": null,
                     *           "variant_label": null,
                     *           "place_id": null,
                     *           "total_spaces": null,
                     *           "structure": null,
                     *           "entry_method": null,
                     *           "entry_difficulty": null,
                     *           "max_height_m": null,
                     *           "max_width_m": null,
                     *           "max_length_m": null,
                     *           "max_weight_t": null,
                     *           "min_clearance_cm": null,
                     *           "max_tire_width_mm": null,
                     *           "max_parking_duration_min": null,
                     *           "receipt_available": false,
                     *           "operator_code": null,
                     *           "raw_text": null,
                     *           "created_at": "2026-11-23T10:33:50.065Z",
                     *           "updated_at": "2026-11-23T10:33:50.065Z",
                     *           "geometry": null
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotAdminList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller is not a registered owner, or the owner account is suspended. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createOwnerParkingLotBundle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parking_lot": {
                 *         "name": "Photo Lot",
                 *         "geometry": {
                 *           "shape_type": "point",
                 *           "point": {
                 *             "lat": 35.6812,
                 *             "lng": 139.7671
                 *           }
                 *         }
                 *       },
                 *       "images": [
                 *         {
                 *           "asset_id": "2e97da35-35ee-4f4c-b066-be346d3e9bd5",
                 *           "is_main": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OwnerParkingLotBundleCreateBody"];
            };
        };
        responses: {
            /** @description Registered */
            201: {
                headers: {
                    /** @description The URL of the created resource, relative to this server. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "8b98efb9-ab66-46e7-b7bd-93c0da097f6e",
                     *         "name": "Photo Lot",
                     *         "address": null,
                     *         "status": "pending",
                     *         "source": "manual",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": null,
                     *         "structure": null,
                     *         "entry_method": null,
                     *         "entry_difficulty": null,
                     *         "max_height_m": null,
                     *         "max_width_m": null,
                     *         "max_length_m": null,
                     *         "max_weight_t": null,
                     *         "min_clearance_cm": null,
                     *         "max_tire_width_mm": null,
                     *         "max_parking_duration_min": null,
                     *         "receipt_available": false,
                     *         "operator_code": null,
                     *         "raw_text": null,
                     *         "created_at": "2026-11-23T10:46:00.473Z",
                     *         "updated_at": "2026-11-23T10:46:00.473Z",
                     *         "geometry": {
                     *           "point": {
                     *             "lat": 35.6812,
                     *             "lng": 139.7671
                     *           },
                     *           "shape_type": "point"
                     *         }
                     *       },
                     *       "tags_count": 0,
                     *       "hours_count": 0,
                     *       "images_count": 1,
                     *       "owners_count": 1,
                     *       "pricing_rules_count": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotBundleResponse"];
                };
            };
            /** @description `malformed_json`; `unknown_tag_code`: a tag_code is not a known tag (details.tag_code names it); nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller is not a registered owner, or the owner account is suspended. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: an owner may not move the lot out of its current status (only draft ↔ pending, and only from draft, pending or rejected), or the place_id is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a field breaks the schema or a database rule (an owner sends status draft or pending only, and no owner_ids); `param` names the top-level field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOwnerParkingLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "7d506d0d-f927-4de1-9b3e-379ebcce8470",
                     *         "name": "Shinjuku 3-chome Parking No.2",
                     *         "address": "東京都新宿区新宿3丁目12-4",
                     *         "status": "pending",
                     *         "source": "manual",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": 12,
                     *         "structure": "flat",
                     *         "entry_method": "self",
                     *         "entry_difficulty": "normal",
                     *         "max_height_m": 2.1,
                     *         "max_width_m": 1.9,
                     *         "max_length_m": 5,
                     *         "max_weight_t": 2.5,
                     *         "min_clearance_cm": 15,
                     *         "max_tire_width_mm": 245,
                     *         "max_parking_duration_min": 4320,
                     *         "receipt_available": true,
                     *         "operator_code": "operator_a",
                     *         "raw_text": null,
                     *         "created_at": "2026-11-23T10:33:47.528Z",
                     *         "updated_at": "2026-11-23T10:33:47.528Z",
                     *         "geometry": {
                     *           "point": {
                     *             "lat": 35.6905,
                     *             "lng": 139.7046
                     *           },
                     *           "shape_type": "point"
                     *         },
                     *         "lot_type": "regular",
                     *         "vehicle_type_max": "regular",
                     *         "description": "Flat lot behind the station.",
                     *         "pricing_notes": "Daily maximum resets at midnight.",
                     *         "contact_phone": "03-1234-5678",
                     *         "contact_email": "lots@example.jp",
                     *         "contact_url": "https://example.jp/lots/2",
                     *         "capacity_kei": 2,
                     *         "capacity_regular": 9,
                     *         "capacity_oversized": 0,
                     *         "capacity_motorcycle": 0,
                     *         "capacity_ev": 1,
                     *         "capacity_disabled": 1,
                     *         "entry_exit_locations": {
                     *           "mode": "shared",
                     *           "pins": [
                     *             {
                     *               "lat": 35.6905,
                     *               "lng": 139.7045,
                     *               "kind": "both",
                     *               "label": "Gate"
                     *             }
                     *           ]
                     *         },
                     *         "timezone": "Asia/Tokyo"
                     *       },
                     *       "hours": [
                     *         {
                     *           "is_24h": true,
                     *           "day_type": "all",
                     *           "is_closed": false,
                     *           "open_time": null,
                     *           "close_time": null,
                     *           "day_of_week": null,
                     *           "window_type": "business",
                     *           "effective_to": null,
                     *           "effective_from": null
                     *         }
                     *       ],
                     *       "pricing_rules": [
                     *         {
                     *           "cap_type": null,
                     *           "category": "unit",
                     *           "day_type": null,
                     *           "time_end": "20:00",
                     *           "cap_scope": null,
                     *           "cap_repeat": null,
                     *           "rule_order": 0,
                     *           "time_start": "08:00",
                     *           "per_minutes": 30,
                     *           "price_minor": 200,
                     *           "cap_price_minor": null,
                     *           "cap_duration_hours": null
                     *         },
                     *         {
                     *           "cap_type": null,
                     *           "category": "unit",
                     *           "day_type": null,
                     *           "time_end": "08:00",
                     *           "cap_scope": null,
                     *           "cap_repeat": null,
                     *           "rule_order": 1,
                     *           "time_start": "20:00",
                     *           "per_minutes": 60,
                     *           "price_minor": 100,
                     *           "cap_price_minor": null,
                     *           "cap_duration_hours": null
                     *         }
                     *       ],
                     *       "images": [],
                     *       "tags": [
                     *         {
                     *           "state": true,
                     *           "name_en": "Credit cards accepted",
                     *           "name_ja": "クレジットカード可",
                     *           "category": "payment",
                     *           "tag_code": "credit_card"
                     *         },
                     *         {
                     *           "state": false,
                     *           "name_en": "Covered",
                     *           "name_ja": "屋根付き",
                     *           "category": "facility",
                     *           "tag_code": "covered"
                     *         }
                     *       ],
                     *       "owners": [
                     *         {
                     *           "owner_id": "9ba87acc-22f5-4c20-b38f-8dbe95776142",
                     *           "display_name": "Owner Taro"
                     *         }
                     *       ],
                     *       "avg_rating": null,
                     *       "review_count": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotFull"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller is not a registered owner, or the owner account is suspended. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot among the caller’s. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchOwnerParkingLotBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "images": [
                 *         {
                 *           "asset_id": "1c29f749-ee8c-4ae3-aada-b974653ab483",
                 *           "is_main": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["OwnerParkingLotBundlePatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "b5d6dee4-65e7-4e0c-8b27-59e8ab00b362",
                     *         "name": "Shared Photos",
                     *         "address": null,
                     *         "status": "pending",
                     *         "source": "manual",
                     *         "parent_id": null,
                     *         "variant_label": null,
                     *         "place_id": null,
                     *         "total_spaces": null,
                     *         "structure": null,
                     *         "entry_method": null,
                     *         "entry_difficulty": null,
                     *         "max_height_m": null,
                     *         "max_width_m": null,
                     *         "max_length_m": null,
                     *         "max_weight_t": null,
                     *         "min_clearance_cm": null,
                     *         "max_tire_width_mm": null,
                     *         "max_parking_duration_min": null,
                     *         "receipt_available": false,
                     *         "operator_code": null,
                     *         "raw_text": null,
                     *         "created_at": "2026-11-23T10:46:01.166Z",
                     *         "updated_at": "2026-11-23T10:46:01.263Z",
                     *         "geometry": null
                     *       },
                     *       "tags_count": 0,
                     *       "hours_count": 0,
                     *       "images_count": 1,
                     *       "owners_count": 0,
                     *       "pricing_rules_count": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotBundleResponse"];
                };
            };
            /** @description `malformed_json`; `unknown_tag_code`: a tag_code is not a known tag (details.tag_code names it); nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller is not a registered owner, or the owner account is suspended. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot among the caller’s. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: an owner may not move the lot out of its current status (only draft ↔ pending, and only from draft, pending or rejected), or the place_id is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a field breaks the schema or a database rule (an owner sends status draft or pending only, and no owner_ids); `param` names the top-level field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createParkingSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The client request id, when the body does not carry `client_request_id`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lot_id": "b2ad036d-59a4-4fe4-9b43-f5f4979fe83c",
                 *       "vehicle_type": "regular",
                 *       "start_lat": 35.69,
                 *       "start_lng": 139.7,
                 *       "client_request_id": "021c487a-4bbe-4af1-9660-f8da9f6e7b4e"
                 *     }
                 */
                "application/json": components["schemas"]["ParkingSessionCreateBody"];
            };
        };
        responses: {
            /** @description A repeat of an earlier start: the session it started */
            200: {
                headers: {
                    /** @description `true`: this answers a repeat of an earlier request with the same client request id; nothing was written. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParkingSessionResult"];
                };
            };
            /** @description Started */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "session": {
                     *         "id": "ef2e16af-1481-4e59-9e82-8738e2e02923",
                     *         "parking_lot_id": "b2ad036d-59a4-4fe4-9b43-f5f4979fe83c",
                     *         "parking_lot_name": "Test lot 57f0a9b0",
                     *         "vehicle_type": "regular",
                     *         "status": "parking",
                     *         "started_at": "2026-11-23T10:37:31.679Z",
                     *         "ended_at": null,
                     *         "cancelled_at": null,
                     *         "start_lat": 35.69,
                     *         "start_lng": 139.7,
                     *         "total_amount": null,
                     *         "memo": null,
                     *         "rating": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingSessionResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot, or it is not public. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `concurrent_session_not_allowed`: the caller already has a session in `parking` (`details.parking_session_id` names it); `conflict`: the client request id was used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error` (`param` names the field; an unknown vehicle_type, a missing client request id) or `vehicle_not_allowed` (the vehicle is larger than the lot takes). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    finalizeParkingSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The client request id, when the body does not carry `client_request_id`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "client_request_id": "5ed7cddc-b022-4bf9-b781-cb58273dfff1"
                 *     }
                 */
                "application/json": components["schemas"]["ParkingSessionFinalizeBody"];
            };
        };
        responses: {
            /** @description Ended, with the fee */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "session": {
                     *         "id": "ef2e16af-1481-4e59-9e82-8738e2e02923",
                     *         "parking_lot_id": "b2ad036d-59a4-4fe4-9b43-f5f4979fe83c",
                     *         "parking_lot_name": "Test lot 57f0a9b0",
                     *         "vehicle_type": "regular",
                     *         "status": "ended",
                     *         "started_at": "2026-11-23T09:27:31.705Z",
                     *         "ended_at": "2026-11-23T10:37:31.724Z",
                     *         "cancelled_at": null,
                     *         "start_lat": 35.69,
                     *         "start_lng": 139.7,
                     *         "total_amount": 600,
                     *         "memo": null,
                     *         "rating": null
                     *       },
                     *       "total_amount": 600,
                     *       "breakdown": {
                     *         "caps": [],
                     *         "exit_at": "2026-11-23T10:37:31.724879Z",
                     *         "complete": true,
                     *         "currency": "JPY",
                     *         "entry_at": "2026-11-23T09:27:31.705368Z",
                     *         "segments": [
                     *           {
                     *             "end": "2026-11-23T10:37:31.724879Z",
                     *             "start": "2026-11-23T09:27:31.705368Z",
                     *             "units": 3,
                     *             "day_type": "all",
                     *             "rule_order": 0,
                     *             "per_minutes": 30,
                     *             "price_minor": 200,
                     *             "amount_after_caps": 600,
                     *             "amount_before_caps": 600
                     *           }
                     *         ],
                     *         "timezone": "Asia/Tokyo",
                     *         "warnings": [],
                     *         "uncovered": [],
                     *         "duration_min": 71,
                     *         "total_before_caps": 600
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingSessionFinalized"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such session of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the session is no longer `parking` (`details.status`), or the client request id was used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: exit_at not later than the start or more than 2 minutes ahead, a missing client request id. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancelParkingSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The client request id, when the body does not carry `client_request_id`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "client_request_id": "e76e4905-a42a-40fd-9c16-cb49da9de799"
                 *     }
                 */
                "application/json": components["schemas"]["ParkingSessionCancelBody"];
            };
        };
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cancelled": true,
                     *       "session": {
                     *         "id": "533a6e51-90c6-4417-8e4b-ffc13ea17d9a",
                     *         "parking_lot_id": "92c2ccda-b301-409c-996b-0efe5505049f",
                     *         "parking_lot_name": "Test lot cc7aeebf",
                     *         "vehicle_type": "regular",
                     *         "status": "cancelled",
                     *         "started_at": "2026-11-23T10:38:53.852Z",
                     *         "ended_at": null,
                     *         "cancelled_at": "2026-11-23T10:38:53.881Z",
                     *         "start_lat": null,
                     *         "start_lng": null,
                     *         "total_amount": null,
                     *         "memo": "it's -- /* here *\/",
                     *         "rating": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingSessionCancelled"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such session of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `cancel_window_expired`: more than 5 minutes since the start (`details.cancellable_until`); `conflict`: the session is no longer `parking`, or the client request id was used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a missing client request id. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyParkingSessions: {
        parameters: {
            query?: {
                status?: "parking" | "ended" | "cancelled";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessions": [
                     *         {
                     *           "id": "0b81f221-81fc-40b2-a908-076c7cdf5563",
                     *           "parking_lot_id": "6c41446c-ad88-464c-9f8f-3a9d1c1e3ae1",
                     *           "parking_lot_name": "Lot B",
                     *           "vehicle_type": "regular",
                     *           "status": "ended",
                     *           "started_at": "2026-03-04T01:00:00.000Z",
                     *           "ended_at": "2026-03-04T02:00:00.000Z",
                     *           "cancelled_at": null,
                     *           "start_lat": null,
                     *           "start_lng": null,
                     *           "total_amount": 400,
                     *           "memo": null,
                     *           "rating": null
                     *         },
                     *         {
                     *           "id": "5a243bd8-782b-4c23-bc0e-d5ad42db2515",
                     *           "parking_lot_id": "e8c0e74a-caaa-4a9f-9bbe-2b184edc11f1",
                     *           "parking_lot_name": "Lot A",
                     *           "vehicle_type": "regular",
                     *           "status": "ended",
                     *           "started_at": "2026-03-03T01:00:00.000Z",
                     *           "ended_at": "2026-03-03T02:00:00.000Z",
                     *           "cancelled_at": null,
                     *           "start_lat": null,
                     *           "start_lng": null,
                     *           "total_amount": 400,
                     *           "memo": null,
                     *           "rating": null
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTAzLTAyVDAxOjAwOjAwLjAwMFoiLCI5MzdiYmE2OC1mZWVmLTQ5N2QtOTAzOS05NDI5NDcxN2IwYzQiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingSessionList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMyParkingSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "memo": "Parked near the blue door",
                 *       "rating": 4
                 *     }
                 */
                "application/json": components["schemas"]["ParkingSessionNotesBody"];
            };
        };
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "session": {
                     *         "id": "ef2e16af-1481-4e59-9e82-8738e2e02923",
                     *         "parking_lot_id": "b2ad036d-59a4-4fe4-9b43-f5f4979fe83c",
                     *         "parking_lot_name": "Test lot 57f0a9b0",
                     *         "vehicle_type": "regular",
                     *         "status": "ended",
                     *         "started_at": "2026-11-23T09:27:31.705Z",
                     *         "ended_at": "2026-11-23T10:37:31.724Z",
                     *         "cancelled_at": null,
                     *         "start_lat": 35.69,
                     *         "start_lng": 139.7,
                     *         "total_amount": 600,
                     *         "memo": "Parked near the blue door",
                     *         "rating": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingSessionResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyExp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Points and level */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exp": {
                     *         "points": 130,
                     *         "level": 3,
                     *         "level_min_exp": 120,
                     *         "next_level_min_exp": 220,
                     *         "session_count": 0,
                     *         "night_session_count": 0,
                     *         "ward_count": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExpResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Earned badges */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "badges": [
                     *         {
                     *           "code": "sessions_10",
                     *           "name": "駐車10回",
                     *           "description": "駐車を10回完了する",
                     *           "icon_url": null,
                     *           "rule_type": "session_count",
                     *           "threshold": 10,
                     *           "earned_at": "2026-11-23T10:38:35.758Z",
                     *           "parking_session_id": "5f1fbbeb-9453-457f-b99a-d3002b13b53c"
                     *         },
                     *         {
                     *           "code": "night_parking",
                     *           "name": "ナイトパーカー",
                     *           "description": "夜間（22時〜5時）に駐車する",
                     *           "icon_url": null,
                     *           "rule_type": "night_session_count",
                     *           "threshold": 1,
                     *           "earned_at": "2026-11-23T10:38:35.450Z",
                     *           "parking_session_id": "5cb0d853-bc38-43ba-9944-280fb4a3a6c4"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EarnedBadgeList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyBadgeProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Badges in progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "badge_progress": [
                     *         {
                     *           "code": "first_session",
                     *           "name": "はじめての駐車",
                     *           "description": "駐車を1回完了する",
                     *           "icon_url": null,
                     *           "rule_type": "session_count",
                     *           "threshold": 1,
                     *           "current": 0
                     *         },
                     *         {
                     *           "code": "sessions_10",
                     *           "name": "駐車10回",
                     *           "description": "駐車を10回完了する",
                     *           "icon_url": null,
                     *           "rule_type": "session_count",
                     *           "threshold": 10,
                     *           "current": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BadgeProgressList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Badges */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "badges": [
                     *         {
                     *           "id": "3a8f6249-8b18-45cd-a23b-ef502e4a48ed",
                     *           "code": "first_session",
                     *           "name": "はじめての駐車",
                     *           "description": "駐車を1回完了する",
                     *           "icon_url": null,
                     *           "rule_type": "session_count",
                     *           "threshold": 1,
                     *           "is_active": true,
                     *           "sort_order": 10,
                     *           "created_at": "2026-11-23T10:30:48.230Z",
                     *           "updated_at": "2026-11-23T10:30:48.230Z"
                     *         },
                     *         {
                     *           "id": "72110df0-38d5-43c3-879f-230c888fd2bf",
                     *           "code": "sessions_10",
                     *           "name": "駐車10回",
                     *           "description": "駐車を10回完了する",
                     *           "icon_url": null,
                     *           "rule_type": "session_count",
                     *           "threshold": 10,
                     *           "is_active": true,
                     *           "sort_order": 20,
                     *           "created_at": "2026-11-23T10:30:48.230Z",
                     *           "updated_at": "2026-11-23T10:30:48.230Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBadgeList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createBadge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "ward_collector",
                 *       "name": "区コレクター",
                 *       "rule_type": "ward_count",
                 *       "threshold": 10,
                 *       "icon_url": "https://cdn.example.jp/badges/ward.png"
                 *     }
                 */
                "application/json": components["schemas"]["BadgeCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "badge": {
                     *         "id": "ebd12cfb-d25e-44aa-bd22-91607adcbc69",
                     *         "code": "ward_collector",
                     *         "name": "区コレクター",
                     *         "description": "",
                     *         "icon_url": "https://cdn.example.jp/badges/ward.png",
                     *         "rule_type": "ward_count",
                     *         "threshold": 10,
                     *         "is_active": true,
                     *         "sort_order": 0,
                     *         "created_at": "2026-11-23T10:40:17.846Z",
                     *         "updated_at": "2026-11-23T10:40:17.846Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBadgeResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the code is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateBadge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "threshold": 12,
                 *       "is_active": false,
                 *       "icon_url": null
                 *     }
                 */
                "application/json": components["schemas"]["BadgePatchBody"];
            };
        };
        responses: {
            /** @description The changed badge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "badge": {
                     *         "id": "ebd12cfb-d25e-44aa-bd22-91607adcbc69",
                     *         "code": "ward_collector",
                     *         "name": "区コレクター",
                     *         "description": "",
                     *         "icon_url": null,
                     *         "rule_type": "ward_count",
                     *         "threshold": 12,
                     *         "is_active": false,
                     *         "sort_order": 0,
                     *         "created_at": "2026-11-23T10:40:17.846Z",
                     *         "updated_at": "2026-11-23T10:40:17.877Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminBadgeResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listExpRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exp_rules": [
                     *         {
                     *           "code": "new_ward",
                     *           "name": "はじめての区での駐車",
                     *           "condition": "new_ward",
                     *           "points": 20,
                     *           "is_active": true,
                     *           "created_at": "2026-11-23T10:30:48.230Z",
                     *           "updated_at": "2026-11-23T10:30:48.230Z"
                     *         },
                     *         {
                     *           "code": "night_parking",
                     *           "name": "夜間の駐車（22時〜5時）",
                     *           "condition": "night_session",
                     *           "points": 5,
                     *           "is_active": true,
                     *           "created_at": "2026-11-23T10:30:48.230Z",
                     *           "updated_at": "2026-11-23T10:30:48.230Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExpRuleList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createExpRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "r_d7b929d5",
                 *       "name": "Rule",
                 *       "condition": "every_session",
                 *       "points": 0
                 *     }
                 */
                "application/json": components["schemas"]["ExpRuleCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exp_rule": {
                     *         "code": "r_d7b929d5",
                     *         "name": "Rule",
                     *         "condition": "every_session",
                     *         "points": 0,
                     *         "is_active": true,
                     *         "created_at": "2026-11-23T10:34:00.431Z",
                     *         "updated_at": "2026-11-23T10:34:00.431Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExpRuleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the code is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateExpRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "points": 4,
                 *       "is_active": false
                 *     }
                 */
                "application/json": components["schemas"]["ExpRulePatchBody"];
            };
        };
        responses: {
            /** @description The changed rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exp_rule": {
                     *         "code": "night_bonus",
                     *         "name": "Night bonus",
                     *         "condition": "night_session",
                     *         "points": 4,
                     *         "is_active": false,
                     *         "created_at": "2026-11-23T10:40:18.080Z",
                     *         "updated_at": "2026-11-23T10:40:18.117Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ExpRuleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listExpLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Levels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exp_levels": [
                     *         {
                     *           "level": 1,
                     *           "min_exp": 0
                     *         },
                     *         {
                     *           "level": 2,
                     *           "min_exp": 50
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExpLevelList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    replaceExpLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "exp_levels": [
                 *         {
                 *           "level": 1,
                 *           "min_exp": 0
                 *         },
                 *         {
                 *           "level": 2,
                 *           "min_exp": 50
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExpLevelsBody"];
            };
        };
        responses: {
            /** @description The saved levels */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exp_levels": [
                     *         {
                     *           "level": 1,
                     *           "min_exp": 0
                     *         },
                     *         {
                     *           "level": 2,
                     *           "min_exp": 50
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExpLevelList"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listArticles: {
        parameters: {
            query?: {
                /** @description Only articles in this locale. */
                locale?: "ja" | "en";
                /** @description Only articles of this `article_category` code. */
                category?: string;
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles (without bodies) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "articles": [
                     *         {
                     *           "id": "440b5893-18eb-405a-896b-a0c2a9d4bf7d",
                     *           "slug": "campaign-now",
                     *           "locale": "ja",
                     *           "category": "campaign",
                     *           "title": "Title of campaign-now",
                     *           "summary": "A summary.",
                     *           "cover_asset_id": null,
                     *           "cover_image_url": null,
                     *           "published_at": "2026-11-22T10:40:13.297Z"
                     *         },
                     *         {
                     *           "id": "663105d3-a2e8-4987-9d58-2de417aa56db",
                     *           "slug": "how-to-park",
                     *           "locale": "ja",
                     *           "category": "guide",
                     *           "title": "Title of how-to-park",
                     *           "summary": "A summary.",
                     *           "cover_asset_id": "ecb19409-c355-4609-9361-77c72a52c96a",
                     *           "cover_image_url": "https://cdn.example.jp/content/e44faa26-01d2-407b-a401-33b1d65e8771.jpg",
                     *           "published_at": "2026-11-21T10:40:13.293Z"
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTExLTIxVDEwOjQwOjEzLjI5M1oiLCI2NjMxMDVkMy1hMmU4LTQ5ODctOWQ1OC0yZGU0MTdhYTU2ZGIiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["ArticleList"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getArticle: {
        parameters: {
            query?: {
                /** @description The locale to read. Without it: the one Accept-Language asks for (ja or en) when written in it, else the other. */
                locale?: "ja" | "en";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "article": {
                     *         "id": "663105d3-a2e8-4987-9d58-2de417aa56db",
                     *         "slug": "how-to-park",
                     *         "locale": "ja",
                     *         "category": "guide",
                     *         "title": "Title of how-to-park",
                     *         "summary": "A summary.",
                     *         "cover_asset_id": "ecb19409-c355-4609-9361-77c72a52c96a",
                     *         "cover_image_url": "https://cdn.example.jp/content/e44faa26-01d2-407b-a401-33b1d65e8771.jpg",
                     *         "published_at": "2026-11-21T10:40:13.293Z",
                     *         "body_markdown": "# Heading\n\nSome **bold** text.",
                     *         "updated_at": "2026-11-23T10:40:13.293Z",
                     *         "body_html": "<h1>Heading</h1>\n<p>Some <strong>bold</strong> text.</p>"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ArticleResult"];
                };
            };
            /** @description `not_found`: no published article with this slug (in this locale, when one is asked for). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAds: {
        parameters: {
            query: {
                /** @description Where the app shows the ads: an `ad_placement` code (see /v1/codes). */
                placement: string;
                /** @description Ads for this locale and those for every locale. Without it: every running ad of the placement. */
                locale?: "ja" | "en";
                /** @description Ads (default 10). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ads */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ads": [
                     *         {
                     *           "id": "bd902916-f039-42c0-b13e-19dd9f4767df",
                     *           "placement": "home_banner",
                     *           "locale": null,
                     *           "title": "Top",
                     *           "body": "Body text",
                     *           "image_url": "https://cdn.example.jp/content/d5f8ac01-00b7-49c6-85d5-0f6d651fc220.jpg",
                     *           "link_url": "https://example.jp/campaign",
                     *           "advertiser": "Example Co.",
                     *           "starts_at": "2026-11-23T09:40:45.666Z",
                     *           "ends_at": "2026-11-24T10:40:45.666Z"
                     *         },
                     *         {
                     *           "id": "12e172ff-d086-40f2-a748-409040abf5d4",
                     *           "placement": "home_banner",
                     *           "locale": null,
                     *           "title": "Every locale",
                     *           "body": "Body text",
                     *           "image_url": null,
                     *           "link_url": "https://example.jp/campaign",
                     *           "advertiser": "Example Co.",
                     *           "starts_at": "2026-11-23T09:40:45.671Z",
                     *           "ends_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdList"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    recordAdEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "impression"
                 *     }
                 */
                "application/json": components["schemas"]["AdEventBody"];
            };
        };
        responses: {
            /** @description Counted */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["AdEventResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ad, or it is not running. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSponsors: {
        parameters: {
            query?: {
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sponsors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sponsors": [
                     *         {
                     *           "id": "65fb6807-322c-411b-a4c5-c68e2e5b930e",
                     *           "name": "2 km north",
                     *           "description": "A partner café.",
                     *           "benefit": "A free coffee with any parking receipt",
                     *           "address": "東京都千代田区丸の内1丁目",
                     *           "lat": 35.69922240727449,
                     *           "lng": 139.767125,
                     *           "checkin_radius_m": 100,
                     *           "checkin_exp": 30,
                     *           "logo_url": null,
                     *           "website_url": "https://example.jp",
                     *           "checked_in_today": false
                     *         },
                     *         {
                     *           "id": "e98f51de-a83e-4527-aceb-c7f8f78cac05",
                     *           "name": "200 m north",
                     *           "description": "A partner café.",
                     *           "benefit": "A free coffee with any parking receipt",
                     *           "address": "東京都千代田区丸の内1丁目",
                     *           "lat": 35.68303464072745,
                     *           "lng": 139.767125,
                     *           "checkin_radius_m": 100,
                     *           "checkin_exp": 15,
                     *           "logo_url": null,
                     *           "website_url": "https://example.jp",
                     *           "checked_in_today": false
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SponsorList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    nearbySponsors: {
        parameters: {
            query: {
                /** @description Latitude, WGS84. */
                lat: number;
                /** @description Longitude, WGS84. */
                lng: number;
                /** @description Search radius in metres (default 500). */
                radius_m?: number;
                /** @description Rows (default 50). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sponsors within radius_m */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sponsors": [
                     *         {
                     *           "id": "693e6b53-8de0-444d-ad14-71f33da6e213",
                     *           "name": "Station Café",
                     *           "description": "A partner café.",
                     *           "benefit": "A free coffee with any parking receipt",
                     *           "address": "東京都千代田区丸の内1丁目",
                     *           "lat": 35.681236,
                     *           "lng": 139.767125,
                     *           "checkin_radius_m": 100,
                     *           "checkin_exp": 30,
                     *           "logo_url": "https://cdn.example.jp/content/8b06a142-b9e5-4a50-acc8-9f47e3771ff9.jpg",
                     *           "website_url": "https://example.jp",
                     *           "distance_m": 0,
                     *           "checked_in_today": true
                     *         },
                     *         {
                     *           "id": "e98f51de-a83e-4527-aceb-c7f8f78cac05",
                     *           "name": "200 m north",
                     *           "description": "A partner café.",
                     *           "benefit": "A free coffee with any parking receipt",
                     *           "address": "東京都千代田区丸の内1丁目",
                     *           "lat": 35.68303464072745,
                     *           "lng": 139.767125,
                     *           "checkin_radius_m": 100,
                     *           "checkin_exp": 15,
                     *           "logo_url": null,
                     *           "website_url": "https://example.jp",
                     *           "distance_m": 200,
                     *           "checked_in_today": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NearbySponsorList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkInAtSponsor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The client request id, when the body does not carry `client_request_id`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lat": 35.681236,
                 *       "lng": 139.767125,
                 *       "client_request_id": "1defc469-5574-4fb0-8b78-49ea28944d03"
                 *     }
                 */
                "application/json": components["schemas"]["SponsorCheckinBody"];
            };
        };
        responses: {
            /** @description A repeat of an earlier check-in: that check-in */
            200: {
                headers: {
                    /** @description `true`: this answers a repeat of an earlier request with the same client request id; nothing was written. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SponsorCheckinResult"];
                };
            };
            /** @description Checked in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "checkin": {
                     *         "id": "25676983-169c-4a64-8c7c-3c5ee27bf047",
                     *         "sponsor_id": "5b0a1f0e-7d3c-4c1e-9a60-3f1d2c4b5a01",
                     *         "sponsor_name": "丸の内パーキングカフェ",
                     *         "checked_in_at": "2026-11-23T10:39:57.075Z",
                     *         "local_date": "2026-11-23",
                     *         "distance_m": 83.4,
                     *         "exp_awarded": 20,
                     *         "reward_data": {
                     *           "how_to_use": "Show this code at the counter.",
                     *           "coupon_code": "DEMO-COFFEE"
                     *         }
                     *       },
                     *       "exp": {
                     *         "points": 20,
                     *         "level": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SponsorCheckinResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such sponsor, or it is not public. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `already_checked_in`: the caller checked in here today (`details.checked_in_at`, `details.next_checkin_at`); `conflict`: the client request id was used for another check-in. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `too_far`: the position is outside the sponsor’s radius (`details.distance_m`, `details.radius_m`); `validation_error`: `param` names the field (a missing client request id too). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListReviews: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
                parking_lot_id?: string;
                /** @description By creation time; `oldest` for a moderation queue. */
                sort?: "oldest" | "newest";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reviews": [
                     *         {
                     *           "id": "f97dc1f8-4baa-4f3e-b083-561bf11b914d",
                     *           "parking_lot_id": "c1215c27-f5ff-4645-8587-dac2baebfde9",
                     *           "parking_lot_name": "Rated lot",
                     *           "user_id": "d59b0276-86ab-499f-8875-c5d75dc98940",
                     *           "rating": 5,
                     *           "comment": "rated 5",
                     *           "status": "pending",
                     *           "rejection_reason": null,
                     *           "moderated_by": null,
                     *           "moderated_at": null,
                     *           "created_at": "2026-11-23T10:40:08.060Z"
                     *         },
                     *         {
                     *           "id": "870189f1-1032-4dc2-a896-45699d51cce2",
                     *           "parking_lot_id": "c1215c27-f5ff-4645-8587-dac2baebfde9",
                     *           "parking_lot_name": "Rated lot",
                     *           "user_id": "af444f99-fb85-4ffb-9be2-91c3b17c832a",
                     *           "rating": 4,
                     *           "comment": "rated 4",
                     *           "status": "pending",
                     *           "rejection_reason": null,
                     *           "moderated_by": null,
                     *           "moderated_at": null,
                     *           "created_at": "2026-11-23T10:40:08.186Z"
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTExLTIzVDEwOjQwOjA4LjE4NloiLCI4NzAxODlmMS0xMDMyLTRkYzItYTg5Ni00NTY5OWQ1MWNjZTIiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReviewList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "review": {
                     *         "id": "96749fae-ddfc-4d3d-adea-e2312d07f098",
                     *         "parking_lot_id": "275edb47-0f7a-429f-a820-962a30ef4b67",
                     *         "parking_lot_name": "Reviewed lot",
                     *         "user_id": "e1a8951d-cc12-4708-9c4b-6d2c0629e085",
                     *         "rating": 4,
                     *         "comment": null,
                     *         "status": "pending",
                     *         "rejection_reason": null,
                     *         "moderated_by": null,
                     *         "moderated_at": null,
                     *         "created_at": "2026-11-23T10:34:01.414Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReviewResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such review. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminApproveReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "review": {
                     *         "id": "f97dc1f8-4baa-4f3e-b083-561bf11b914d",
                     *         "parking_lot_id": "c1215c27-f5ff-4645-8587-dac2baebfde9",
                     *         "parking_lot_name": "Rated lot",
                     *         "user_id": "d59b0276-86ab-499f-8875-c5d75dc98940",
                     *         "rating": 5,
                     *         "comment": "rated 5",
                     *         "status": "approved",
                     *         "rejection_reason": null,
                     *         "moderated_by": "ee5e59fd-3610-4dd8-b0c2-ee287779e4c3",
                     *         "moderated_at": "2026-11-23T10:40:08.484Z",
                     *         "created_at": "2026-11-23T10:40:08.060Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReviewResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such review. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRejectReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Personal data in the comment"
                 *     }
                 */
                "application/json": components["schemas"]["ModerationRejectBody"];
            };
        };
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "review": {
                     *         "id": "870189f1-1032-4dc2-a896-45699d51cce2",
                     *         "parking_lot_id": "c1215c27-f5ff-4645-8587-dac2baebfde9",
                     *         "parking_lot_name": "Rated lot",
                     *         "user_id": "af444f99-fb85-4ffb-9be2-91c3b17c832a",
                     *         "rating": 4,
                     *         "comment": "rated 4",
                     *         "status": "rejected",
                     *         "rejection_reason": "Personal data in the comment",
                     *         "moderated_by": "ee5e59fd-3610-4dd8-b0c2-ee287779e4c3",
                     *         "moderated_at": "2026-11-23T10:40:08.597Z",
                     *         "created_at": "2026-11-23T10:40:08.186Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReviewResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such review. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminParkingLotQueue: {
        parameters: {
            query?: {
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lots": [
                     *         {
                     *           "id": "a27c5559-05c3-4a12-901b-b3631118a568",
                     *           "name": "First lot",
                     *           "address": null,
                     *           "status": "pending",
                     *           "source": "manual",
                     *           "created_at": "2026-11-23T10:38:26.770Z",
                     *           "submitted_at": "2026-11-23T08:38:26.824Z",
                     *           "owners": [
                     *             {
                     *               "status": "active",
                     *               "owner_id": "e8c848e1-4750-497e-8b2a-1eb43c643b81",
                     *               "display_name": "Tanaka Parking",
                     *               "contact_email": "tanaka@example.jp"
                     *             }
                     *           ],
                     *           "last_decision": null,
                     *           "changes": null
                     *         },
                     *         {
                     *           "id": "f473efe2-9f53-4e23-9bcc-166632c881c4",
                     *           "name": "Second lot",
                     *           "address": null,
                     *           "status": "pending",
                     *           "source": "manual",
                     *           "created_at": "2026-11-23T10:38:26.816Z",
                     *           "submitted_at": "2026-11-23T09:38:26.833Z",
                     *           "owners": [
                     *             {
                     *               "status": "active",
                     *               "owner_id": "e8c848e1-4750-497e-8b2a-1eb43c643b81",
                     *               "display_name": "Tanaka Parking",
                     *               "contact_email": "tanaka@example.jp"
                     *             }
                     *           ],
                     *           "last_decision": null,
                     *           "changes": null
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotQueue"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminParkingLotApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ModerationReasonBody"];
            };
        };
        responses: {
            /** @description The lot’s moderation state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "58c10ae3-bd4f-4aa3-8eea-ccdc1c4aaa3f",
                     *         "name": "Matrix lot",
                     *         "status": "active",
                     *         "moderation_reason": null,
                     *         "moderated_by": "e6fcb255-04bd-484c-babe-0620ca3a89b3",
                     *         "moderated_at": "2026-11-23T10:34:02.462Z",
                     *         "submitted_at": "2026-11-23T10:34:02.320Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotModerationResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the lot’s status does not allow this decision (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminParkingLotReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Incomplete"
                 *     }
                 */
                "application/json": components["schemas"]["ModerationRejectBody"];
            };
        };
        responses: {
            /** @description The lot’s moderation state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "9290865e-bc86-4b64-8c61-2fb8b5ae1893",
                     *         "name": "Matrix lot",
                     *         "status": "rejected",
                     *         "moderation_reason": "Incomplete",
                     *         "moderated_by": "e6fcb255-04bd-484c-babe-0620ca3a89b3",
                     *         "moderated_at": "2026-11-23T10:34:02.689Z",
                     *         "submitted_at": "2026-11-23T10:34:02.574Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotModerationResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the lot’s status does not allow this decision (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminParkingLotHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Check"
                 *     }
                 */
                "application/json": components["schemas"]["ModerationReasonBody"];
            };
        };
        responses: {
            /** @description The lot’s moderation state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "5c5f1cba-21b7-4cc2-a1b9-74685695f5a8",
                     *         "name": "Matrix lot",
                     *         "status": "on_hold",
                     *         "moderation_reason": "Check",
                     *         "moderated_by": "e6fcb255-04bd-484c-babe-0620ca3a89b3",
                     *         "moderated_at": "2026-11-23T10:34:02.934Z",
                     *         "submitted_at": "2026-11-23T10:34:02.783Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotModerationResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the lot’s status does not allow this decision (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminParkingLotWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ModerationReasonBody"];
            };
        };
        responses: {
            /** @description The lot’s moderation state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "parking_lot": {
                     *         "id": "33e1dc7e-81a5-4987-8996-7409e5f10b56",
                     *         "name": "Matrix lot",
                     *         "status": "withdrawn",
                     *         "moderation_reason": null,
                     *         "moderated_by": "e6fcb255-04bd-484c-babe-0620ca3a89b3",
                     *         "moderated_at": "2026-11-23T10:34:03.201Z",
                     *         "submitted_at": "2026-11-23T10:34:03.058Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParkingLotModerationResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the lot’s status does not allow this decision (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListTags: {
        parameters: {
            query?: {
                status?: "active" | "retired" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags in display order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tags": [
                     *         {
                     *           "id": "b4e59077-24ec-47b4-bb39-06ea50f2ae56",
                     *           "tag_code": "t_003e8030",
                     *           "category": "service",
                     *           "name_en": "Temp",
                     *           "name_ja": "一時",
                     *           "sort_order": 0,
                     *           "is_active": true,
                     *           "created_at": "2026-11-23T10:33:59.785Z",
                     *           "updated_at": "2026-11-23T10:33:59.785Z",
                     *           "lots_count": 0
                     *         },
                     *         {
                     *           "id": "19e98fd0-9e1e-487c-92b8-a601f66c8ffd",
                     *           "tag_code": "t_2b2c33d8",
                     *           "category": "service",
                     *           "name_en": "Temp",
                     *           "name_ja": "一時",
                     *           "sort_order": 0,
                     *           "is_active": true,
                     *           "created_at": "2026-11-23T10:33:55.994Z",
                     *           "updated_at": "2026-11-23T10:33:55.994Z",
                     *           "lots_count": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTagList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tag_code": "valet",
                 *       "category": "service",
                 *       "name_en": "Valet",
                 *       "name_ja": "バレー",
                 *       "sort_order": 999
                 *     }
                 */
                "application/json": components["schemas"]["AdminTagCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tag": {
                     *         "id": "963ad8fc-3433-4e0a-bd67-4f9ed763ac87",
                     *         "tag_code": "valet",
                     *         "category": "service",
                     *         "name_en": "Valet",
                     *         "name_ja": "バレー",
                     *         "sort_order": 999,
                     *         "is_active": true,
                     *         "created_at": "2026-11-23T10:40:23.208Z",
                     *         "updated_at": "2026-11-23T10:40:23.208Z",
                     *         "lots_count": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTagResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the tag_code exists (retired codes stay reserved). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name_en": "Valet parking",
                 *       "name_ja": "バレーパーキング"
                 *     }
                 */
                "application/json": components["schemas"]["AdminTagPatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tag": {
                     *         "id": "963ad8fc-3433-4e0a-bd67-4f9ed763ac87",
                     *         "tag_code": "valet",
                     *         "category": "service",
                     *         "name_en": "Valet parking",
                     *         "name_ja": "バレーパーキング",
                     *         "sort_order": 999,
                     *         "is_active": true,
                     *         "created_at": "2026-11-23T10:40:23.208Z",
                     *         "updated_at": "2026-11-23T10:40:23.288Z",
                     *         "lots_count": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTagResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such tag. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRetireTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tag": {
                     *         "id": "0aa74660-d4d0-4054-9229-bbef5d81bc30",
                     *         "tag_code": "t_f054d7e7",
                     *         "category": "service",
                     *         "name_en": "Temp",
                     *         "name_ja": "一時",
                     *         "sort_order": 0,
                     *         "is_active": false,
                     *         "created_at": "2026-11-23T10:34:03.990Z",
                     *         "updated_at": "2026-11-23T10:34:04.036Z",
                     *         "lots_count": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTagResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such tag. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRestoreTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tag": {
                     *         "id": "982c1da4-2e39-4837-b5d2-da17621d858b",
                     *         "tag_code": "t_edc759ef",
                     *         "category": "service",
                     *         "name_en": "Temp",
                     *         "name_ja": "一時",
                     *         "sort_order": 0,
                     *         "is_active": true,
                     *         "created_at": "2026-11-23T10:34:04.218Z",
                     *         "updated_at": "2026-11-23T10:34:04.218Z",
                     *         "lots_count": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminTagResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such tag. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListOwners: {
        parameters: {
            query?: {
                status?: "active" | "suspended";
                /** @description true: approved owners; false: owners awaiting approval. */
                approved?: "true" | "false";
                /** @description Part of the name or contact e-mail. */
                q?: string;
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owners": [
                     *         {
                     *           "id": "83416746-66d4-489a-8553-e6c4f574de5e",
                     *           "user_id": "5fb3ea37-0090-46ea-8f58-71d1dd920c52",
                     *           "display_name": "B Parking",
                     *           "contact_email": null,
                     *           "contact_phone": null,
                     *           "status": "active",
                     *           "approved_at": null,
                     *           "approved_by": null,
                     *           "suspension_reason": null,
                     *           "suspended_at": null,
                     *           "created_at": "2026-11-23T10:37:30.182Z",
                     *           "lots_count": 0
                     *         },
                     *         {
                     *           "id": "a998c8ab-1021-405a-adc0-8d2a2d4b6b33",
                     *           "user_id": "e1ac0e73-2a89-4ed1-8783-ccef0eb247b2",
                     *           "display_name": "A Parking",
                     *           "contact_email": null,
                     *           "contact_phone": null,
                     *           "status": "active",
                     *           "approved_at": null,
                     *           "approved_by": null,
                     *           "suspension_reason": null,
                     *           "suspended_at": null,
                     *           "created_at": "2026-11-23T10:37:30.172Z",
                     *           "lots_count": 0
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTExLTIzVDEwOjM3OjMwLjE3MloiLCJhOTk4YzhhYi0xMDIxLTQwNWEtYWRjMC04ZDJhMmQ0YjZiMzMiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOwnerList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "b3638eff-9372-4950-9dd0-857ee294e086",
                     *         "user_id": "5e9ba616-163f-4c54-8ec9-67b831ba8b4a",
                     *         "display_name": "Suzuki Parking",
                     *         "contact_email": "suzuki@example.jp",
                     *         "contact_phone": null,
                     *         "status": "active",
                     *         "approved_at": null,
                     *         "approved_by": null,
                     *         "suspension_reason": null,
                     *         "suspended_at": null,
                     *         "created_at": "2026-11-23T10:37:29.957Z",
                     *         "lots_count": 1
                     *       },
                     *       "parking_lots": [
                     *         {
                     *           "id": "6ed89c0b-917d-4722-b93f-de463e148b6d",
                     *           "name": "Suzuki lot",
                     *           "status": "pending",
                     *           "created_at": "2026-11-23T10:37:30.029Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOwnerDetail"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminApproveOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "b3638eff-9372-4950-9dd0-857ee294e086",
                     *         "user_id": "5e9ba616-163f-4c54-8ec9-67b831ba8b4a",
                     *         "display_name": "Suzuki Parking",
                     *         "contact_email": "suzuki@example.jp",
                     *         "contact_phone": null,
                     *         "status": "active",
                     *         "approved_at": "2026-11-23T10:37:30.322Z",
                     *         "approved_by": "dd9dcaec-d298-4107-a855-325cf8d81f24",
                     *         "suspension_reason": null,
                     *         "suspended_at": null,
                     *         "created_at": "2026-11-23T10:37:29.957Z",
                     *         "lots_count": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOwnerResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the owner is suspended; reinstate first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminSuspendOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Fake lots"
                 *     }
                 */
                "application/json": components["schemas"]["AdminOwnerSuspendBody"];
            };
        };
        responses: {
            /** @description The owner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "b3638eff-9372-4950-9dd0-857ee294e086",
                     *         "user_id": "5e9ba616-163f-4c54-8ec9-67b831ba8b4a",
                     *         "display_name": "Suzuki Parking",
                     *         "contact_email": "suzuki@example.jp",
                     *         "contact_phone": null,
                     *         "status": "suspended",
                     *         "approved_at": "2026-11-23T10:37:30.322Z",
                     *         "approved_by": "dd9dcaec-d298-4107-a855-325cf8d81f24",
                     *         "suspension_reason": "Fake lots",
                     *         "suspended_at": "2026-11-23T10:37:30.424Z",
                     *         "created_at": "2026-11-23T10:37:29.957Z",
                     *         "lots_count": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOwnerResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminReinstateOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "b3638eff-9372-4950-9dd0-857ee294e086",
                     *         "user_id": "5e9ba616-163f-4c54-8ec9-67b831ba8b4a",
                     *         "display_name": "Suzuki Parking",
                     *         "contact_email": "suzuki@example.jp",
                     *         "contact_phone": null,
                     *         "status": "active",
                     *         "approved_at": "2026-11-23T10:37:30.322Z",
                     *         "approved_by": "dd9dcaec-d298-4107-a855-325cf8d81f24",
                     *         "suspension_reason": null,
                     *         "suspended_at": null,
                     *         "created_at": "2026-11-23T10:37:29.957Z",
                     *         "lots_count": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminOwnerResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "settings": {
                     *         "maintenance_mode": false,
                     *         "default_search_radius_m": 500,
                     *         "review_auto_approve": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SystemSettingsResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "default_search_radius_m": 500
                 *     }
                 */
                "application/json": components["schemas"]["SystemSettingsPatch"];
            };
        };
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "settings": {
                     *         "maintenance_mode": false,
                     *         "default_search_radius_m": 500,
                     *         "review_auto_approve": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SystemSettingsResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminSales: {
        parameters: {
            query: {
                group_by: "day" | "month" | "lot" | "operator" | "ward";
                /** @description First local day (YYYY-MM-DD), inclusive. */
                from: string;
                /** @description Last local day, inclusive; at most 400 days after from. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "group_by": "lot",
                     *       "from": "2026-10-31",
                     *       "to": "2026-11-01",
                     *       "sales": [
                     *         {
                     *           "key": "25615653-f201-4805-9128-6ffd1ada8f97",
                     *           "label": "Lot \"A\", Shinjuku",
                     *           "sessions_count": 2,
                     *           "revenue": 1000,
                     *           "average_stay_minutes": 90
                     *         },
                     *         {
                     *           "key": "461c38b0-2202-4d7f-afbc-30af34cde584",
                     *           "label": "Lot B",
                     *           "sessions_count": 1,
                     *           "revenue": 200,
                     *           "average_stay_minutes": 60
                     *         }
                     *       ],
                     *       "totals": {
                     *         "sessions_count": 3,
                     *         "revenue": 1200,
                     *         "average_stay_minutes": 80
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SalesReport"];
                    "text/csv": string;
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dashboard": {
                     *         "pending_lots": 49,
                     *         "pending_reviews": 51,
                     *         "owners_awaiting_approval": 51,
                     *         "today_sessions": 0,
                     *         "today_revenue": 0,
                     *         "new_users_today": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDashboardResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file_name": "../../etc/passwd.jpg",
                 *       "mime_type": "image/jpeg",
                 *       "category": "parking_lot_image",
                 *       "file_size": 1234
                 *     }
                 */
                "application/json": components["schemas"]["UploadUrlBody"];
            };
        };
        responses: {
            /** @description Registered; PUT the bytes to upload_url */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "asset_id": "d9b3ec5f-a45c-4f3d-8a3e-19a520b496a3",
                     *       "upload_url": "http://localhost:8787/files/parking-lot-images/d9b3ec5f-a45c-4f3d-8a3e-19a520b496a3.jpg?content_type=image%2Fjpeg&size=1234&expires=1795431358&signature=enCBdADz9qBlHt_PWH1LSOR-zg1fY648shy82iis3uU",
                     *       "s3_key": "parking-lot-images/d9b3ec5f-a45c-4f3d-8a3e-19a520b496a3.jpg",
                     *       "public_url": "http://localhost:8787/files/parking-lot-images/d9b3ec5f-a45c-4f3d-8a3e-19a520b496a3.jpg",
                     *       "expires_in": 600
                     *     }
                     */
                    "application/json": components["schemas"]["UploadUrlResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the `content` category is for content editors. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a type the category does not take (`param` mime_type, `details.allowed`), a size over the category’s limit (`param` file_size). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The asset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "asset": {
                     *         "id": "25e643e9-1e21-4403-87d7-699c05f006b0",
                     *         "category": "parking_lot_image",
                     *         "file_name": "IMG_0001.JPG",
                     *         "mime_type": "image/jpeg",
                     *         "file_size": 4096,
                     *         "status": "uploaded",
                     *         "s3_key": "parking-lot-images/25e643e9-1e21-4403-87d7-699c05f006b0.jpg",
                     *         "public_url": "http://localhost:8787/files/parking-lot-images/25e643e9-1e21-4403-87d7-699c05f006b0.jpg",
                     *         "created_at": "2026-11-23T10:45:59.530Z",
                     *         "uploaded_at": "2026-11-23T10:45:59.569Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AssetResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    confirmAssetUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "asset": {
                     *         "id": "25e643e9-1e21-4403-87d7-699c05f006b0",
                     *         "category": "parking_lot_image",
                     *         "file_name": "IMG_0001.JPG",
                     *         "mime_type": "image/jpeg",
                     *         "file_size": 4096,
                     *         "status": "uploaded",
                     *         "s3_key": "parking-lot-images/25e643e9-1e21-4403-87d7-699c05f006b0.jpg",
                     *         "public_url": "http://localhost:8787/files/parking-lot-images/25e643e9-1e21-4403-87d7-699c05f006b0.jpg",
                     *         "created_at": "2026-11-23T10:45:59.530Z",
                     *         "uploaded_at": "2026-11-23T10:45:59.569Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AssetResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the object is not in the store yet (`details.status` pending), or it is not the declared size or type (`details`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/heic": string;
                    "application/pdf": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `not_found`: no uploaded file under this key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: {
                /** @description Signed: the Content-Type the PUT must carry. */
                content_type?: string;
                /** @description Signed: the bytes the PUT must carry. */
                size?: string;
                /** @description Signed: seconds since the epoch after which the URL is refused. */
                expires?: string;
                /** @description HMAC-SHA256 of the method, key, content type, size and expiry. */
                signature?: string;
            };
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "image/heic": string;
                "application/pdf": string;
            };
        };
        responses: {
            /** @description Stored; the asset is uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "asset": {
                     *         "id": "25e643e9-1e21-4403-87d7-699c05f006b0",
                     *         "category": "parking_lot_image",
                     *         "file_name": "IMG_0001.JPG",
                     *         "mime_type": "image/jpeg",
                     *         "file_size": 4096,
                     *         "status": "uploaded",
                     *         "s3_key": "parking-lot-images/25e643e9-1e21-4403-87d7-699c05f006b0.jpg",
                     *         "public_url": "http://localhost:8787/files/parking-lot-images/25e643e9-1e21-4403-87d7-699c05f006b0.jpg",
                     *         "created_at": "2026-11-23T10:45:59.530Z",
                     *         "uploaded_at": "2026-11-23T10:45:59.597Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AssetResult"];
                };
            };
            /** @description `forbidden`: not a signed URL, a signature that does not match (`details.reason` signature_mismatch), or an expired URL (`details.reason` expired). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no upload is waiting under this key (never issued, or swept), or the store is not the built-in one. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the file has already been uploaded. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: more bytes than the URL was signed for. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: a Content-Type other than the signed one (`details.expected`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: fewer bytes than the URL was signed for. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSupportTickets: {
        parameters: {
            query?: {
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "support_tickets": [
                     *         {
                     *           "id": "6ffd4c11-12de-42ad-877d-35727c25a341",
                     *           "category": "parking_session",
                     *           "subject": "The map does not load",
                     *           "body": "Since the last update the map stays grey.",
                     *           "parking_lot_id": "e5e145bb-008e-45d0-9a07-6eccdd6ce6a2",
                     *           "parking_session_id": "80efc152-86c8-441c-bb62-f2ac1bc193c3",
                     *           "status": "open",
                     *           "attachments": [
                     *             {
                     *               "asset_id": "97d815b8-8197-4edf-a5a7-0fc0e0b5fde4",
                     *               "file_name": "IMG_0001.JPG",
                     *               "file_size": 2048,
                     *               "mime_type": "image/jpeg",
                     *               "public_url": "http://localhost:8787/files/support-attachments/97d815b8-8197-4edf-a5a7-0fc0e0b5fde4.jpg"
                     *             },
                     *             {
                     *               "asset_id": "e2174f1c-3744-40fe-b828-6a4b00ce0bbb",
                     *               "file_name": "IMG_0001.JPG",
                     *               "file_size": 15,
                     *               "mime_type": "application/pdf",
                     *               "public_url": "http://localhost:8787/files/support-attachments/e2174f1c-3744-40fe-b828-6a4b00ce0bbb.pdf"
                     *             }
                     *           ],
                     *           "replies": [
                     *             {
                     *               "id": "8c363d53-e1bd-4804-9ce9-b10634c8da4b",
                     *               "body": "Fixed in 1.4.3.",
                     *               "author": "support",
                     *               "created_at": "2026-11-23T10:38:33.505Z"
                     *             }
                     *           ],
                     *           "created_at": "2026-11-23T10:38:33.450Z",
                     *           "updated_at": "2026-11-23T10:38:33.450Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SupportTicketList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createSupportTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description The client request id, when the body does not carry `client_request_id`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category": "parking_session",
                 *       "subject": "The map does not load",
                 *       "body": "Since the last update the map stays grey.",
                 *       "parking_lot_id": "e5e145bb-008e-45d0-9a07-6eccdd6ce6a2",
                 *       "parking_session_id": "80efc152-86c8-441c-bb62-f2ac1bc193c3",
                 *       "attachments": [
                 *         "97d815b8-8197-4edf-a5a7-0fc0e0b5fde4",
                 *         "e2174f1c-3744-40fe-b828-6a4b00ce0bbb"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SupportTicketCreateBody"];
            };
        };
        responses: {
            /** @description A repeat of an earlier submission: the ticket it filed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportTicketResult"];
                };
            };
            /** @description Filed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "support_ticket": {
                     *         "id": "6ffd4c11-12de-42ad-877d-35727c25a341",
                     *         "category": "parking_session",
                     *         "subject": "The map does not load",
                     *         "body": "Since the last update the map stays grey.",
                     *         "parking_lot_id": "e5e145bb-008e-45d0-9a07-6eccdd6ce6a2",
                     *         "parking_session_id": "80efc152-86c8-441c-bb62-f2ac1bc193c3",
                     *         "status": "open",
                     *         "attachments": [
                     *           {
                     *             "asset_id": "97d815b8-8197-4edf-a5a7-0fc0e0b5fde4",
                     *             "file_name": "IMG_0001.JPG",
                     *             "file_size": 2048,
                     *             "mime_type": "image/jpeg",
                     *             "public_url": "http://localhost:8787/files/support-attachments/97d815b8-8197-4edf-a5a7-0fc0e0b5fde4.jpg"
                     *           },
                     *           {
                     *             "asset_id": "e2174f1c-3744-40fe-b828-6a4b00ce0bbb",
                     *             "file_name": "IMG_0001.JPG",
                     *             "file_size": 15,
                     *             "mime_type": "application/pdf",
                     *             "public_url": "http://localhost:8787/files/support-attachments/e2174f1c-3744-40fe-b828-6a4b00ce0bbb.pdf"
                     *           }
                     *         ],
                     *         "replies": [],
                     *         "created_at": "2026-11-23T10:38:33.450Z",
                     *         "updated_at": "2026-11-23T10:38:33.450Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportTicketResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found` (`param` parking_lot_id): no such published lot; `not_found` (`param` parking_session_id): no such session of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the client request id was used for a different ticket. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: `param` names the field; an attachment that is not the caller’s uploaded support_attachment (`param` attachments, `details.asset_id`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: 5 tickets today already; `Retry-After` and `details.reset_at` (the next local midnight) say when the count resets. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "support_ticket": {
                     *         "id": "6ffd4c11-12de-42ad-877d-35727c25a341",
                     *         "category": "parking_session",
                     *         "subject": "The map does not load",
                     *         "body": "Since the last update the map stays grey.",
                     *         "parking_lot_id": "e5e145bb-008e-45d0-9a07-6eccdd6ce6a2",
                     *         "parking_session_id": "80efc152-86c8-441c-bb62-f2ac1bc193c3",
                     *         "status": "open",
                     *         "attachments": [
                     *           {
                     *             "asset_id": "97d815b8-8197-4edf-a5a7-0fc0e0b5fde4",
                     *             "file_name": "IMG_0001.JPG",
                     *             "file_size": 2048,
                     *             "mime_type": "image/jpeg",
                     *             "public_url": "http://localhost:8787/files/support-attachments/97d815b8-8197-4edf-a5a7-0fc0e0b5fde4.jpg"
                     *           },
                     *           {
                     *             "asset_id": "e2174f1c-3744-40fe-b828-6a4b00ce0bbb",
                     *             "file_name": "IMG_0001.JPG",
                     *             "file_size": 15,
                     *             "mime_type": "application/pdf",
                     *             "public_url": "http://localhost:8787/files/support-attachments/e2174f1c-3744-40fe-b828-6a4b00ce0bbb.pdf"
                     *           }
                     *         ],
                     *         "replies": [
                     *           {
                     *             "id": "8c363d53-e1bd-4804-9ce9-b10634c8da4b",
                     *             "body": "Fixed in 1.4.3.",
                     *             "author": "support",
                     *             "created_at": "2026-11-23T10:38:33.505Z"
                     *           }
                     *         ],
                     *         "created_at": "2026-11-23T10:38:33.450Z",
                     *         "updated_at": "2026-11-23T10:38:33.450Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SupportTicketResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listErrorReports: {
        parameters: {
            query?: {
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error_reports": [
                     *         {
                     *           "id": "dbf92b17-9299-4ee4-907c-9ef88f0400f0",
                     *           "lot_id": "a1e0bbe0-492b-44c8-9da8-19911292e84f",
                     *           "kind": "price",
                     *           "description": "It is 300 yen per 30 minutes now, not 200.",
                     *           "suggested": {
                     *             "per_minutes": 30,
                     *             "price_minor": 300
                     *           },
                     *           "photos": [
                     *             {
                     *               "asset_id": "f115f75f-d69b-495f-badf-0f516a37fcdd",
                     *               "file_name": "IMG_0001.JPG",
                     *               "file_size": 2048,
                     *               "mime_type": "image/jpeg",
                     *               "public_url": "http://localhost:8787/files/report-photos/f115f75f-d69b-495f-badf-0f516a37fcdd.jpg"
                     *             }
                     *           ],
                     *           "status": "resolved",
                     *           "resolution_note": "Price corrected.",
                     *           "resolved_at": "2026-11-23T10:40:20.893Z",
                     *           "created_at": "2026-11-23T10:40:20.513Z",
                     *           "updated_at": "2026-11-23T10:40:20.893Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorReportList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createErrorReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The client request id, when the body does not carry `client_request_id`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lot_id": "a1e0bbe0-492b-44c8-9da8-19911292e84f",
                 *       "kind": "price",
                 *       "description": "It is 300 yen per 30 minutes now, not 200.",
                 *       "suggested": {
                 *         "per_minutes": 30,
                 *         "price_minor": 300
                 *       },
                 *       "photos": [
                 *         "f115f75f-d69b-495f-badf-0f516a37fcdd"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorReportCreateBody"];
            };
        };
        responses: {
            /** @description A repeat of an earlier submission: the report it filed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReportResult"];
                };
            };
            /** @description Reported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error_report": {
                     *         "id": "dbf92b17-9299-4ee4-907c-9ef88f0400f0",
                     *         "lot_id": "a1e0bbe0-492b-44c8-9da8-19911292e84f",
                     *         "kind": "price",
                     *         "description": "It is 300 yen per 30 minutes now, not 200.",
                     *         "suggested": {
                     *           "per_minutes": 30,
                     *           "price_minor": 300
                     *         },
                     *         "photos": [
                     *           {
                     *             "asset_id": "f115f75f-d69b-495f-badf-0f516a37fcdd",
                     *             "file_name": "IMG_0001.JPG",
                     *             "file_size": 2048,
                     *             "mime_type": "image/jpeg",
                     *             "public_url": "http://localhost:8787/files/report-photos/f115f75f-d69b-495f-badf-0f516a37fcdd.jpg"
                     *           }
                     *         ],
                     *         "status": "open",
                     *         "resolution_note": null,
                     *         "resolved_at": null,
                     *         "created_at": "2026-11-23T10:40:20.513Z",
                     *         "updated_at": "2026-11-23T10:40:20.513Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorReportResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found` (`param` lot_id): no such published lot. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the client request id was used for a different report. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: `param` names the field; a photo that is not the caller’s uploaded report_photo (`param` photos, `details.asset_id`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error_report": {
                     *         "id": "dbf92b17-9299-4ee4-907c-9ef88f0400f0",
                     *         "lot_id": "a1e0bbe0-492b-44c8-9da8-19911292e84f",
                     *         "kind": "price",
                     *         "description": "It is 300 yen per 30 minutes now, not 200.",
                     *         "suggested": {
                     *           "per_minutes": 30,
                     *           "price_minor": 300
                     *         },
                     *         "photos": [
                     *           {
                     *             "asset_id": "f115f75f-d69b-495f-badf-0f516a37fcdd",
                     *             "file_name": "IMG_0001.JPG",
                     *             "file_size": 2048,
                     *             "mime_type": "image/jpeg",
                     *             "public_url": "http://localhost:8787/files/report-photos/f115f75f-d69b-495f-badf-0f516a37fcdd.jpg"
                     *           }
                     *         ],
                     *         "status": "resolved",
                     *         "resolution_note": "Price corrected.",
                     *         "resolved_at": "2026-11-23T10:40:20.893Z",
                     *         "created_at": "2026-11-23T10:40:20.513Z",
                     *         "updated_at": "2026-11-23T10:40:20.893Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorReportResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAppleAppSiteAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The apple-app-site-association document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "applinks": {
                     *         "details": [
                     *           {
                     *             "appIDs": [
                     *               "ABCDE12345.jp.example.parking"
                     *             ],
                     *             "components": [
                     *               {
                     *                 "/": "/lots/*",
                     *                 "comment": "Lot pages"
                     *               },
                     *               {
                     *                 "/": "/s/*"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "webcredentials": {
                     *         "apps": [
                     *           "ABCDE12345.jp.example.parking"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AppleAppSiteAssociation"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAndroidAssetLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Digital Asset Links statements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "relation": [
                     *           "delegate_permission/common.handle_all_urls"
                     *         ],
                     *         "target": {
                     *           "namespace": "android_app",
                     *           "package_name": "jp.example.parking",
                     *           "sha256_cert_fingerprints": [
                     *             "00:01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F"
                     *           ]
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["AndroidAssetLinks"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMySubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription (or null) and the Plus flag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscription": {
                     *         "id": "26393a75-d1d2-48d2-bfb2-851cec83b834",
                     *         "plan": {
                     *           "id": "936255aa-72a5-4590-bb79-dbd610b9fb70",
                     *           "plan_code": "plus_monthly",
                     *           "tier": "plus",
                     *           "name_en": "Plus (monthly)",
                     *           "name_ja": "プラス（月額）",
                     *           "billing_period": "month"
                     *         },
                     *         "status": "active",
                     *         "platform": "ios",
                     *         "product_id": "jp.parking.plus.monthly",
                     *         "current_period_end": "2026-12-03T10:40:39.495Z",
                     *         "grace_period_ends_at": "2026-12-06T10:40:39.495Z",
                     *         "auto_renew": true,
                     *         "cancel_requested_at": null,
                     *         "cancelled_at": null,
                     *         "created_at": "2026-11-23T10:40:39.496Z",
                     *         "updated_at": "2026-11-23T10:40:39.496Z"
                     *       },
                     *       "is_premium": true
                     *     }
                     */
                    "application/json": components["schemas"]["MySubscription"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyNotifications: {
        parameters: {
            query?: {
                /** @description true: only notifications not read yet. */
                unread_only?: "true" | "false";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "notifications": [
                     *         {
                     *           "id": "54d7f124-e7f5-4537-8ae7-a259f5059321",
                     *           "type": "announcement",
                     *           "title": "C",
                     *           "body": "Body text",
                     *           "data": {
                     *             "url": "app://lots"
                     *           },
                     *           "read_at": null,
                     *           "created_at": "2026-05-03T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "da54c244-7c32-4027-a28c-d4f89e0ac04e",
                     *           "type": "announcement",
                     *           "title": "B",
                     *           "body": "Body text",
                     *           "data": {
                     *             "url": "app://lots"
                     *           },
                     *           "read_at": "2026-11-23T10:38:51.182Z",
                     *           "created_at": "2026-05-02T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "unread_count": 1,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["UserNotificationList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    markMyNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "a35b482e-5c73-417b-abe3-89e51053d922",
                 *         "da54c244-7c32-4027-a28c-d4f89e0ac04e"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MarkNotificationsReadBody"];
            };
        };
        responses: {
            /** @description How many were marked read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "updated": 2
                     *     }
                     */
                    "application/json": components["schemas"]["MarkNotificationsReadResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: both or neither of `ids` and `before` (`param` null), or a field out of bounds (`param` names it). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putMyPushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "apns-abc123",
                 *       "platform": "ios",
                 *       "app_version": "2.4.1",
                 *       "device_id": "device-1"
                 *     }
                 */
                "application/json": components["schemas"]["PushTokenBody"];
            };
        };
        responses: {
            /** @description The token as registered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "push_token": {
                     *         "token": "apns-abc123",
                     *         "platform": "ios",
                     *         "app_version": "2.4.1",
                     *         "device_id": "device-1",
                     *         "created_at": "2026-11-23T10:38:51.384Z",
                     *         "last_seen_at": "2026-11-23T10:38:51.384Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PushTokenResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMyPushToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device’s token from APNs, FCM or web push (1 to 1024 printable characters). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller no longer has this token */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchAi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "covered parking near Shibuya station tomorrow 9am-6pm under 1500 yen with EV charging",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": components["schemas"]["SearchAiRequest"];
            };
        };
        responses: {
            /** @description What the sentence says */
            200: {
                headers: {
                    /** @description Requests allowed per minute on the caller’s tier (10 free, 60 Plus). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left now (the budget refills continuously). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the whole budget is back. */
                    "RateLimit-Reset"?: number;
                    /** @description `<limit>;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "location": "Shibuya station",
                     *       "entry_at": "2026-05-14T00:00:00.000Z",
                     *       "exit_at": "2026-05-14T09:00:00.000Z",
                     *       "max_price": 1500,
                     *       "filters": [
                     *         {
                     *           "type": "tag",
                     *           "value": "covered",
                     *           "text": "covered",
                     *           "in_search": true
                     *         },
                     *         {
                     *           "type": "tag",
                     *           "value": "ev_charger",
                     *           "text": "EV charging",
                     *           "in_search": true
                     *         }
                     *       ],
                     *       "confidence": 0.97,
                     *       "point": {
                     *         "lat": 35.658,
                     *         "lng": 139.7016
                     *       },
                     *       "search": {
                     *         "radius_m": 500,
                     *         "lat": 35.658,
                     *         "lng": 139.7016,
                     *         "tags": "covered,ev_charger",
                     *         "entry_at": "2026-05-14T00:00:00.000Z",
                     *         "exit_at": "2026-05-14T09:00:00.000Z",
                     *         "max_price": 1500
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SearchAiResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unparseable` (only `code` and `message`, contract 7): nothing usable in the query (empty, only noise) or a time range ending before it starts. `validation_error`: the body breaks the schema; `param` names the field. */
            422: {
                headers: {
                    /** @description Requests allowed per minute on the caller’s tier (10 free, 60 Plus). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left now (the budget refills continuously). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the whole budget is back. */
                    "RateLimit-Reset"?: number;
                    /** @description `<limit>;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAiUnparseableError"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `rate_limited`: the caller’s per-minute budget is spent; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Requests allowed per minute on the caller’s tier (10 free, 60 Plus). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left now (the budget refills continuously). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the whole budget is back. */
                    "RateLimit-Reset"?: number;
                    /** @description `<limit>;w=60`. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds until a request is allowed again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyVehicles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live vehicles (at most 10) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vehicles": [
                     *         {
                     *           "id": "fd6047e8-ede8-4e69-b4a8-1c97c7d94862",
                     *           "nickname": "Hiace",
                     *           "vehicle_type": "regular",
                     *           "plate_number": "品川 300 あ 12-34",
                     *           "height_m": 2.3,
                     *           "width_m": 1.88,
                     *           "length_m": 4.84,
                     *           "weight_t": 2.1,
                     *           "tire_width_mm": 195,
                     *           "ground_clearance_cm": 17,
                     *           "is_default": false,
                     *           "created_at": "2026-11-23T10:40:04.273Z",
                     *           "updated_at": "2026-11-23T10:40:04.273Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createMyVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "Hiace",
                 *       "vehicle_type": "regular",
                 *       "plate_number": "品川 300 あ 12-34",
                 *       "height_m": 2.3,
                 *       "width_m": 1.88,
                 *       "length_m": 4.84,
                 *       "weight_t": 2.1,
                 *       "tire_width_mm": 195,
                 *       "ground_clearance_cm": 17
                 *     }
                 */
                "application/json": components["schemas"]["VehicleCreateBody"];
            };
        };
        responses: {
            /** @description Registered; Location: /v1/me/vehicles/{id} */
            201: {
                headers: {
                    /** @description The URL of the created resource, relative to this server. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vehicle": {
                     *         "id": "fd6047e8-ede8-4e69-b4a8-1c97c7d94862",
                     *         "nickname": "Hiace",
                     *         "vehicle_type": "regular",
                     *         "plate_number": "品川 300 あ 12-34",
                     *         "height_m": 2.3,
                     *         "width_m": 1.88,
                     *         "length_m": 4.84,
                     *         "weight_t": 2.1,
                     *         "tire_width_mm": 195,
                     *         "ground_clearance_cm": 17,
                     *         "is_default": false,
                     *         "created_at": "2026-11-23T10:40:04.273Z",
                     *         "updated_at": "2026-11-23T10:40:04.273Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: a field out of bounds or an unknown key (`param` names it), an unknown `vehicle_type` code, or the 11th vehicle (`param` null, `details.limit`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vehicle": {
                     *         "id": "fd6047e8-ede8-4e69-b4a8-1c97c7d94862",
                     *         "nickname": "Hiace",
                     *         "vehicle_type": "regular",
                     *         "plate_number": "品川 300 あ 12-34",
                     *         "height_m": 2.3,
                     *         "width_m": 1.88,
                     *         "length_m": 4.84,
                     *         "weight_t": 2.1,
                     *         "tire_width_mm": 195,
                     *         "ground_clearance_cm": 17,
                     *         "is_default": false,
                     *         "created_at": "2026-11-23T10:40:04.273Z",
                     *         "updated_at": "2026-11-23T10:40:04.273Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no vehicle of the caller’s with this id (another user’s is the same 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteMyVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (also when it already was) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no vehicle of the caller’s with this id (another user’s is the same 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateMyVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "Van",
                 *       "plate_number": null,
                 *       "height_m": 2.28
                 *     }
                 */
                "application/json": components["schemas"]["VehiclePatchBody"];
            };
        };
        responses: {
            /** @description The vehicle as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vehicle": {
                     *         "id": "fd6047e8-ede8-4e69-b4a8-1c97c7d94862",
                     *         "nickname": "Van",
                     *         "vehicle_type": "regular",
                     *         "plate_number": null,
                     *         "height_m": 2.28,
                     *         "width_m": 1.88,
                     *         "length_m": 4.84,
                     *         "weight_t": 2.1,
                     *         "tire_width_mm": 195,
                     *         "ground_clearance_cm": 17,
                     *         "is_default": false,
                     *         "created_at": "2026-11-23T10:40:04.273Z",
                     *         "updated_at": "2026-11-23T10:40:04.316Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VehicleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no vehicle of the caller’s with this id (another user’s is the same 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMySavedParkingLots: {
        parameters: {
            query?: {
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of saved lots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "saved_parking_lots": [
                     *         {
                     *           "id": "0f92bc71-8dc1-401c-b7b6-921a42462846",
                     *           "name": "Test lot 81aa3fda",
                     *           "address": "東京都新宿区新宿3丁目12-4",
                     *           "lat": null,
                     *           "lng": null,
                     *           "avg_rating": null,
                     *           "review_count": 0,
                     *           "main_image": null,
                     *           "tags": [],
                     *           "saved_at": "2026-01-05T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "0217adda-b3c6-43cc-ace1-9749aeb500de",
                     *           "name": "Test lot f7e4170d",
                     *           "address": "東京都新宿区新宿3丁目12-4",
                     *           "lat": null,
                     *           "lng": null,
                     *           "avg_rating": null,
                     *           "review_count": 0,
                     *           "main_image": null,
                     *           "tags": [],
                     *           "saved_at": "2026-01-04T00:00:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": "WyIyMDI2LTAxLTA0VDAwOjAwOjAwLjAwMFoiLCIwMjE3YWRkYS1iM2M2LTQzY2MtYWNlMS05NzQ5YWViNTAwZGUiXQ"
                     *     }
                     */
                    "application/json": components["schemas"]["SavedParkingLotList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveParkingLot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parking_lot_id": "d26431f0-7277-48ee-a458-d92da7d7fc7f"
                 *     }
                 */
                "application/json": components["schemas"]["SaveParkingLotBody"];
            };
        };
        responses: {
            /** @description Already saved: the same one link, unchanged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedParkingLotResult"];
                };
            };
            /** @description Saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "saved_parking_lot": {
                     *         "id": "d26431f0-7277-48ee-a458-d92da7d7fc7f",
                     *         "name": "Saved lot",
                     *         "address": "東京都新宿区新宿3丁目12-4",
                     *         "lat": 35.69,
                     *         "lng": 139.7,
                     *         "avg_rating": null,
                     *         "review_count": 0,
                     *         "main_image": null,
                     *         "tags": [
                     *           "credit_card"
                     *         ],
                     *         "saved_at": "2026-11-23T10:40:09.947Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SavedParkingLotResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `lot_not_found`: no such lot, or it is not published (`param` parking_lot_id). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unsaveParkingLot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not saved (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPushStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Push queue statistics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "queues": [
                     *         {
                     *           "name": "push.batch",
                     *           "queued": 2,
                     *           "active": 1,
                     *           "oldest_queued_age_seconds": 120,
                     *           "dead_letters": 1
                     *         },
                     *         {
                     *           "name": "push.deliver",
                     *           "queued": 0,
                     *           "active": 0,
                     *           "oldest_queued_age_seconds": null,
                     *           "dead_letters": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PushStats"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMyThemes: {
        parameters: {
            query?: {
                /** @description true: every active theme (the shop), each with `owned`; default: owned themes only. */
                all?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Themes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "themes": [
                     *         {
                     *           "id": "58e2cb97-9dd1-4e68-9e87-e5e7e3f5d86f",
                     *           "code": "standard",
                     *           "name_en": "Standard",
                     *           "name_ja": "スタンダード",
                     *           "colors": {
                     *             "text": "#0f172a",
                     *             "primary": "#0f766e",
                     *             "surface": "#f1f5f9",
                     *             "background": "#ffffff"
                     *           },
                     *           "is_premium": false,
                     *           "price_exp": null,
                     *           "granted_by_badge": null,
                     *           "granted_at_level": null,
                     *           "owned": true,
                     *           "applied": false
                     *         },
                     *         {
                     *           "id": "d81a5fa3-3d40-46a6-aefd-d946b08820eb",
                     *           "code": "night",
                     *           "name_en": "Night",
                     *           "name_ja": "ナイト",
                     *           "colors": {
                     *             "text": "#e2e8f0",
                     *             "primary": "#38bdf8",
                     *             "surface": "#1e293b",
                     *             "background": "#0b1120"
                     *           },
                     *           "is_premium": false,
                     *           "price_exp": null,
                     *           "granted_by_badge": null,
                     *           "granted_at_level": null,
                     *           "owned": true,
                     *           "applied": false
                     *         }
                     *       ],
                     *       "exp_balance": 0,
                     *       "is_premium": false
                     *     }
                     */
                    "application/json": components["schemas"]["ThemeList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    applyMyTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "theme": {
                     *         "id": "1fd795a3-c0a4-4b2e-b9ff-52dbd3e88c66",
                     *         "code": "veteran",
                     *         "name_en": "Veteran",
                     *         "name_ja": "ベテラン",
                     *         "colors": {
                     *           "text": "#451a03",
                     *           "primary": "#b45309",
                     *           "surface": "#fef3c7",
                     *           "background": "#fffbeb"
                     *         },
                     *         "is_premium": false,
                     *         "price_exp": null,
                     *         "granted_by_badge": null,
                     *         "granted_at_level": 5,
                     *         "owned": true,
                     *         "applied": true
                     *       },
                     *       "exp_balance": 400
                     *     }
                     */
                    "application/json": components["schemas"]["ThemeResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden` with `details.reason`: `theme_not_owned` (buy it or earn its badge or level first) or `premium_required` (a premium theme needs an active subscription: GET /v1/me/subscription). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no active theme with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    purchaseMyTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Owned, and the points left */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "theme": {
                     *         "id": "14c3e27f-8a03-482b-ae18-d862938bc1e0",
                     *         "code": "ocean",
                     *         "name_en": "Ocean",
                     *         "name_ja": "オーシャン",
                     *         "colors": {
                     *           "text": "#082f49",
                     *           "primary": "#0369a1",
                     *           "surface": "#e0f2fe",
                     *           "background": "#f0f9ff"
                     *         },
                     *         "is_premium": false,
                     *         "price_exp": 100,
                     *         "granted_by_badge": null,
                     *         "granted_at_level": null,
                     *         "owned": true,
                     *         "applied": false
                     *       },
                     *       "exp_balance": 30
                     *     }
                     */
                    "application/json": components["schemas"]["ThemeResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no active theme with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict` with `details.reason`: `not_for_sale` (granted by a badge or level only) or `insufficient_exp` (`details.price_exp`, `details.exp_balance`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyMyInAppPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "platform": "ios",
                 *       "receipt": "eyJhbGciOiJFUzI1NiIsIng1YyI6WyJNSUlCeERDQ0FXdWdBd0lCQWdJSkFQZU5CNFJlY0RORU1Bb0dDQ3FHU000OUJBTUNNRW94SXpBaEJnTlZCQU1UR2xSbGMzUWdRWEJ3YkdVZ1VtOXZkQ0JEUVNCWFYwUlNJRWMyTVJZd0ZBWURWUVFLRXcxUVlYSnJhVzVuSUZSbGMzUnpNUXN3Q1FZRFZRUUdFd0pLVURBZUZ3MHlOVEV4TWpNeE1ETTRNREZhRncwek1URXhNakl4TURNNE1ERmFNRkl4S3pBcEJnTlZCQU1USWxSbGMzUWdRWEJ3YkdVZ1VtOXZkQ0JEUVNCU1pXTmxhWEIwSUZOcFoyNXBibWN4RmpBVUJnTlZCQW9URFZCaGNtdHBibWNnVkdWemRITXhDekFKQmdOVkJBWVRBa3BRTUZrd0V3WUhLb1pJemowQ0FRWUlLb1pJemowREFRY0RRZ0FFOTVDbUVwaXhZT0w1aDZpOTZZZDFBaG5QR3ViNDFqYS9BcWx6Wnd3UHIvRFA2SjBBeUt1VS9oWVREM0c2bEdUSWVpN3h4ejE1aFV6cVdzZWVGbUltL3FNeU1EQXdEQVlEVlIwVEFRSC9CQUl3QURBT0JnTlZIUThCQWY4RUJBTUNCNEF3RUFZS0tvWklodmRqWkFZTEFRUUNCUUF3Q2dZSUtvWkl6ajBFQXdJRFJ3QXdSQUlnT0FyOUorQXZGYUc1NURhUDMvQk5sTGpPWG1paFJ1dzNhRUFXMTBueUViY0NJSFQ4SEE3c2dPVVZ4UUlJZ0VmYkk3QlNTenRIUjlkald0NjdGVHJXZzRCTyIsIk1JSUJ1ekNDQVdDZ0F3SUJBZ0lJSWlrVmo3THRPTzh3Q2dZSUtvWkl6ajBFQXdJd1FqRWJNQmtHQTFVRUF4TVNWR1Z6ZENCQmNIQnNaU0JTYjI5MElFTkJNUll3RkFZRFZRUUtFdzFRWVhKcmFXNW5JRlJsYzNSek1Rc3dDUVlEVlFRR0V3SktVREFlRncweU5ERXhNak14TURNNE1ETmFGdzB6TkRFeE1qRXhNRE00TUROYU1Fb3hJekFoQmdOVkJBTVRHbFJsYzNRZ1FYQndiR1VnVW05dmRDQkRRU0JYVjBSU0lFYzJNUll3RkFZRFZRUUtFdzFRWVhKcmFXNW5JRlJsYzNSek1Rc3dDUVlEVlFRR0V3SktVREJaTUJNR0J5cUdTTTQ5QWdFR0NDcUdTTTQ5QXdFSEEwSUFCQ2hlOGlDdVJ1UHpjeHFBNnJVdkw1TDl5UnFRNHNJbEczS2RZN1NOUzIyWnA3SS9mcGlNRHcxK0VIK0RZOTEzcFQ4cllXNkNIaFNjVmZ1VG1Gb2F4ZDJqT0RBMk1CSUdBMVVkRXdFQi93UUlNQVlCQWY4Q0FRQXdEZ1lEVlIwUEFRSC9CQVFEQWdFR01CQUdDaXFHU0liM1kyUUdBZ0VFQWdVQU1Bb0dDQ3FHU000OUJBTUNBMGtBTUVZQ0lRRGM3QUlUMzhXTmZXWVgzVVhsVmduVWk3VFZFTE5NcGwvWDVCN0ozbnBtVUFJaEFOVEF2VnRlTFR5NW1obE9CcklObGZqRm0yVXJhbzkyVlQ0ZWZzS1V6bXFCIiwiTUlJQm5qQ0NBVVNnQXdJQkFnSUpBTFptZ3FZbnZhTTJNQW9HQ0NxR1NNNDlCQU1DTUVJeEd6QVpCZ05WQkFNVEVsUmxjM1FnUVhCd2JHVWdVbTl2ZENCRFFURVdNQlFHQTFVRUNoTU5VR0Z5YTJsdVp5QlVaWE4wY3pFTE1Ba0dBMVVFQmhNQ1NsQXdIaGNOTWpReE1USXpNVEF6T0RBeldoY05Nell4TVRJd01UQXpPREF6V2pCQ01Sc3dHUVlEVlFRREV4SlVaWE4wSUVGd2NHeGxJRkp2YjNRZ1EwRXhGakFVQmdOVkJBb1REVkJoY210cGJtY2dWR1Z6ZEhNeEN6QUpCZ05WQkFZVEFrcFFNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVCWXlxOUhSNDcyY1k4UWsxWG9sWFJLc2RDRjZXakc3UnJ5YW1YajFZcTNYU05aWFBuNVFabHplMjQ5cWFCTEg3U21GL2k5bVVkaVBCZEp2OGtlc0swNk1qTUNFd0R3WURWUjBUQVFIL0JBVXdBd0VCL3pBT0JnTlZIUThCQWY4RUJBTUNBUVl3Q2dZSUtvWkl6ajBFQXdJRFNBQXdSUUloQU5zcStVVTFEVWMrWVhHd1pQZXJ3dkNQaitnazhSUDUzRlpvMnNTSnMzUFRBaUF0OGtCeUJibUE0YitEcWV5UWVFVFF5NUlYYTFCbmdOYXJVaWozMjNMME13PT0iXX0.eyJ0cmFuc2FjdGlvbklkIjoiMjAwMDAwMDM3MzQ5OTgyMyIsIm9yaWdpbmFsVHJhbnNhY3Rpb25JZCI6IjIwMDAwMDAzNzM0OTk4MjMiLCJ3ZWJPcmRlckxpbmVJdGVtSWQiOiIyMDAwMDAwMzczNDk5ODI0IiwiYnVuZGxlSWQiOiJqcC5wYXJraW5nLmFwcCIsInByb2R1Y3RJZCI6ImpwLnBhcmtpbmcucGx1cy5tb250aGx5Iiwic3Vic2NyaXB0aW9uR3JvdXBJZGVudGlmaWVyIjoiMjEwMDAwMDAiLCJwdXJjaGFzZURhdGUiOjE3OTUzNDM4ODQyOTYsIm9yaWdpbmFsUHVyY2hhc2VEYXRlIjoxNzk1MzQzODg0Mjk2LCJleHBpcmVzRGF0ZSI6MTc5NzkzNTg4NDI5NiwicXVhbnRpdHkiOjEsInR5cGUiOiJBdXRvLVJlbmV3YWJsZSBTdWJzY3JpcHRpb24iLCJpbkFwcE93bmVyc2hpcFR5cGUiOiJQVVJDSEFTRUQiLCJzaWduZWREYXRlIjoxNzk1NDMwMjg0Mjk2LCJlbnZpcm9ubWVudCI6IlNhbmRib3giLCJ0cmFuc2FjdGlvblJlYXNvbiI6IlBVUkNIQVNFIiwic3RvcmVmcm9udCI6IkpQTiIsInN0b3JlZnJvbnRJZCI6IjE0MzQ2MiIsInByaWNlIjo0ODAwMDAsImN1cnJlbmN5IjoiSlBZIn0.f620JhgINBjq8WNgQACN-ukVeyiguWaVommlUyKgM5JKik0vTuMNuddkfazYPa-sApd2B7HtNHN7991Cn3yJSw",
                 *       "product_id": "jp.parking.plus.monthly"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyIapBody"];
            };
        };
        responses: {
            /** @description Verified again: the caller’s subscription, brought up to date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyIapResult"];
                };
            };
            /** @description Verified: the subscription was registered to the caller */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscription": {
                     *         "id": "010a14ad-850b-404b-bbbf-79e710d03602",
                     *         "plan": {
                     *           "id": "936255aa-72a5-4590-bb79-dbd610b9fb70",
                     *           "plan_code": "plus_monthly",
                     *           "tier": "plus",
                     *           "name_en": "Plus (monthly)",
                     *           "name_ja": "プラス（月額）",
                     *           "billing_period": "month"
                     *         },
                     *         "status": "active",
                     *         "platform": "ios",
                     *         "product_id": "jp.parking.plus.monthly",
                     *         "current_period_end": "2026-12-22T10:38:04.296Z",
                     *         "grace_period_ends_at": "2026-12-25T10:38:04.296Z",
                     *         "auto_renew": true,
                     *         "cancel_requested_at": null,
                     *         "cancelled_at": null,
                     *         "created_at": "2026-11-23T10:38:04.307Z",
                     *         "updated_at": "2026-11-23T10:38:04.307Z"
                     *       },
                     *       "status": "active"
                     *     }
                     */
                    "application/json": components["schemas"]["VerifyIapResult"];
                };
            };
            /** @description `iap_invalid`: the receipt does not verify (`details.reason`: `signature`, `certificate_chain`, `wrong_app`, `wrong_environment`, `wrong_product`, `unknown_product`, `expired`, `revoked`, `not_entitled`, `unknown_purchase`, `malformed`; `param` is `receipt` or `product_id`); `malformed_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the purchase belongs to another account (`details.reason`: `owned_by_another_user`, `purchased_for_another_account`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    verifyInAppPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "platform": "ios",
                 *       "receipt": "eyJhbGciOiJFUzI1NiIsIng1YyI6WyJNSUlCd3pDQ0FXcWdBd0lCQWdJSWJnRDVCbzJRdk8wd0NnWUlLb1pJemowRUF3SXdTakVqTUNFR0ExVUVBeE1hVkdWemRDQkJjSEJzWlNCU2IyOTBJRU5CSUZkWFJGSWdSell4RmpBVUJnTlZCQW9URFZCaGNtdHBibWNnVkdWemRITXhDekFKQmdOVkJBWVRBa3BRTUI0WERUSTFNVEV5TXpFd016Z3lOMW9YRFRNeE1URXlNakV3TXpneU4xb3dVakVyTUNrR0ExVUVBeE1pVkdWemRDQkJjSEJzWlNCU2IyOTBJRU5CSUZKbFkyVnBjSFFnVTJsbmJtbHVaekVXTUJRR0ExVUVDaE1OVUdGeWEybHVaeUJVWlhOMGN6RUxNQWtHQTFVRUJoTUNTbEF3V1RBVEJnY3Foa2pPUFFJQkJnZ3Foa2pPUFFNQkJ3TkNBQVF2R1diZ0Z4Qit5VCtDRlB0N3J0TTk2WFFGZG1oWWEyOTNPYlVhRzEyM3pZUjNPY1Fya2NXV2xvZk5KWUd0MHJiOVhWeTQ5YldZaXl2Mkpzaml2Wk1Jb3pJd01EQU1CZ05WSFJNQkFmOEVBakFBTUE0R0ExVWREd0VCL3dRRUF3SUhnREFRQmdvcWhraUc5Mk5rQmdzQkJBSUZBREFLQmdncWhrak9QUVFEQWdOSEFEQkVBaUFzbFZzbkpYSGlMYmNDWEw3V09aUzRBSVBnWXY5YTg2TDlGZVNwek95eUVRSWdGU2NPdFRIR2dad1dKUTRmUWlZclA1bDNaZFlEWC9SYXcybENIV2JSanowPSIsIk1JSUJ1akNDQVdDZ0F3SUJBZ0lJSGpPTWVkSnZiZFF3Q2dZSUtvWkl6ajBFQXdJd1FqRWJNQmtHQTFVRUF4TVNWR1Z6ZENCQmNIQnNaU0JTYjI5MElFTkJNUll3RkFZRFZRUUtFdzFRWVhKcmFXNW5JRlJsYzNSek1Rc3dDUVlEVlFRR0V3SktVREFlRncweU5ERXhNak14TURNNE1qaGFGdzB6TkRFeE1qRXhNRE00TWpoYU1Fb3hJekFoQmdOVkJBTVRHbFJsYzNRZ1FYQndiR1VnVW05dmRDQkRRU0JYVjBSU0lFYzJNUll3RkFZRFZRUUtFdzFRWVhKcmFXNW5JRlJsYzNSek1Rc3dDUVlEVlFRR0V3SktVREJaTUJNR0J5cUdTTTQ5QWdFR0NDcUdTTTQ5QXdFSEEwSUFCTTcyMWs5RW5Wb2hSbVpzaksvUE1jQU9GTGFlTlR3MitVZHpPTWF3NWpZU3NtVEFYM25HNkZhUktYRUVnTUNsekphVDkrSlZ2Z003dXV6dVoxejFNQXlqT0RBMk1CSUdBMVVkRXdFQi93UUlNQVlCQWY4Q0FRQXdEZ1lEVlIwUEFRSC9CQVFEQWdFR01CQUdDaXFHU0liM1kyUUdBZ0VFQWdVQU1Bb0dDQ3FHU000OUJBTUNBMGdBTUVVQ0lRRHdSd3FjL1dLQm9zU3VaUngzK0JiRm5yR3A5OXNTRWVneCt0TXhuM25xcndJZ1FvS1dLdzBXaGNhRFdWUk5Sc1p3V0dKNjB6blVNd1Jla2JHdXlMR2p5d1k9IiwiTUlJQm5UQ0NBVVNnQXdJQkFnSUpBSVFWb0k2ZkNPckhNQW9HQ0NxR1NNNDlCQU1DTUVJeEd6QVpCZ05WQkFNVEVsUmxjM1FnUVhCd2JHVWdVbTl2ZENCRFFURVdNQlFHQTFVRUNoTU5VR0Z5YTJsdVp5QlVaWE4wY3pFTE1Ba0dBMVVFQmhNQ1NsQXdIaGNOTWpReE1USXpNVEF6T0RJNFdoY05Nell4TVRJd01UQXpPREk0V2pCQ01Sc3dHUVlEVlFRREV4SlVaWE4wSUVGd2NHeGxJRkp2YjNRZ1EwRXhGakFVQmdOVkJBb1REVkJoY210cGJtY2dWR1Z6ZEhNeEN6QUpCZ05WQkFZVEFrcFFNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVkVkRhek1udHNsMVVDTnova2h2S3h0VDhaRVhRRmJhODV2dFpDMkQ5UndXbFd0Y01xeWNkcVh4eGIvNm9lZWFnR2lkZ0VmaHlsaVB2ZHp2amNiLytLcU1qTUNFd0R3WURWUjBUQVFIL0JBVXdBd0VCL3pBT0JnTlZIUThCQWY4RUJBTUNBUVl3Q2dZSUtvWkl6ajBFQXdJRFJ3QXdSQUlnSVpmTWxUVW0vY2FaRFlvanVvMjUwYTdlbGRxdVhVaS84MXBZYjhSTzZEb0NJRzhNS3B1akJ3VEtkd3AzNVFLeWhRVGhSOEtjOXNxK05nMDBpVmhRQ1ZIeSJdfQ.eyJ0cmFuc2FjdGlvbklkIjoiMjAwMDAwMDM3MzQ5OTg2NyIsIm9yaWdpbmFsVHJhbnNhY3Rpb25JZCI6IjIwMDAwMDAzNzM0OTk4NjciLCJ3ZWJPcmRlckxpbmVJdGVtSWQiOiIyMDAwMDAwMzczNDk5ODY4IiwiYnVuZGxlSWQiOiJqcC5wYXJraW5nLmFwcCIsInByb2R1Y3RJZCI6ImpwLnBhcmtpbmcucGx1cy5tb250aGx5Iiwic3Vic2NyaXB0aW9uR3JvdXBJZGVudGlmaWVyIjoiMjEwMDAwMDAiLCJwdXJjaGFzZURhdGUiOjE3OTUzNDM5MDkxMTQsIm9yaWdpbmFsUHVyY2hhc2VEYXRlIjoxNzk1MzQzOTA5MTE0LCJleHBpcmVzRGF0ZSI6MTc5NzkzNTkwOTExNCwicXVhbnRpdHkiOjEsInR5cGUiOiJBdXRvLVJlbmV3YWJsZSBTdWJzY3JpcHRpb24iLCJpbkFwcE93bmVyc2hpcFR5cGUiOiJQVVJDSEFTRUQiLCJzaWduZWREYXRlIjoxNzk1NDMwMjQ5MTE0LCJlbnZpcm9ubWVudCI6IlNhbmRib3giLCJ0cmFuc2FjdGlvblJlYXNvbiI6IlBVUkNIQVNFIiwic3RvcmVmcm9udCI6IkpQTiIsInN0b3JlZnJvbnRJZCI6IjE0MzQ2MiIsInByaWNlIjo0ODAwMDAsImN1cnJlbmN5IjoiSlBZIn0.9bun87--jOtjQ0NUmfd3l5gkRA4Of9CBOSIQmSBgB0tumaQHjnShrnSHg7-ZYK3UH51CIKhKC9Nb7QuyVDBGgQ",
                 *       "product_id": "jp.parking.plus.monthly"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyIapBody"];
            };
        };
        responses: {
            /** @description Verified again: the caller’s subscription, brought up to date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyIapResult"];
                };
            };
            /** @description Verified: the subscription was registered to the caller */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscription": {
                     *         "id": "7607d61d-1393-4fc9-b457-5f61b0362f13",
                     *         "plan": {
                     *           "id": "936255aa-72a5-4590-bb79-dbd610b9fb70",
                     *           "plan_code": "plus_monthly",
                     *           "tier": "plus",
                     *           "name_en": "Plus (monthly)",
                     *           "name_ja": "プラス（月額）",
                     *           "billing_period": "month"
                     *         },
                     *         "status": "active",
                     *         "platform": "ios",
                     *         "product_id": "jp.parking.plus.monthly",
                     *         "current_period_end": "2026-12-22T10:38:29.114Z",
                     *         "grace_period_ends_at": "2026-12-25T10:38:29.114Z",
                     *         "auto_renew": true,
                     *         "cancel_requested_at": null,
                     *         "cancelled_at": null,
                     *         "created_at": "2026-11-23T10:38:29.129Z",
                     *         "updated_at": "2026-11-23T10:38:29.129Z"
                     *       },
                     *       "status": "active"
                     *     }
                     */
                    "application/json": components["schemas"]["VerifyIapResult"];
                };
            };
            /** @description `iap_invalid`: the receipt does not verify (`details.reason`: `signature`, `certificate_chain`, `wrong_app`, `wrong_environment`, `wrong_product`, `unknown_product`, `expired`, `revoked`, `not_entitled`, `unknown_purchase`, `malformed`; `param` is `receipt` or `product_id`); `malformed_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the purchase belongs to another account (`details.reason`: `owned_by_another_user`, `purchased_for_another_account`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    receiveAppStoreNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signedPayload": "eyJhbGciOiJFUzI1NiIsIng1YyI6WyJNSUlCd3pDQ0FXcWdBd0lCQWdJSWJnRDVCbzJRdk8wd0NnWUlLb1pJemowRUF3SXdTakVqTUNFR0ExVUVBeE1hVkdWemRDQkJjSEJzWlNCU2IyOTBJRU5CSUZkWFJGSWdSell4RmpBVUJnTlZCQW9URFZCaGNtdHBibWNnVkdWemRITXhDekFKQmdOVkJBWVRBa3BRTUI0WERUSTFNVEV5TXpFd016Z3lOMW9YRFRNeE1URXlNakV3TXpneU4xb3dVakVyTUNrR0ExVUVBeE1pVkdWemRDQkJjSEJzWlNCU2IyOTBJRU5CSUZKbFkyVnBjSFFnVTJsbmJtbHVaekVXTUJRR0ExVUVDaE1OVUdGeWEybHVaeUJVWlhOMGN6RUxNQWtHQTFVRUJoTUNTbEF3V1RBVEJnY3Foa2pPUFFJQkJnZ3Foa2pPUFFNQkJ3TkNBQVF2R1diZ0Z4Qit5VCtDRlB0N3J0TTk2WFFGZG1oWWEyOTNPYlVhRzEyM3pZUjNPY1Fya2NXV2xvZk5KWUd0MHJiOVhWeTQ5YldZaXl2Mkpzaml2Wk1Jb3pJd01EQU1CZ05WSFJNQkFmOEVBakFBTUE0R0ExVWREd0VCL3dRRUF3SUhnREFRQmdvcWhraUc5Mk5rQmdzQkJBSUZBREFLQmdncWhrak9QUVFEQWdOSEFEQkVBaUFzbFZzbkpYSGlMYmNDWEw3V09aUzRBSVBnWXY5YTg2TDlGZVNwek95eUVRSWdGU2NPdFRIR2dad1dKUTRmUWlZclA1bDNaZFlEWC9SYXcybENIV2JSanowPSIsIk1JSUJ1akNDQVdDZ0F3SUJBZ0lJSGpPTWVkSnZiZFF3Q2dZSUtvWkl6ajBFQXdJd1FqRWJNQmtHQTFVRUF4TVNWR1Z6ZENCQmNIQnNaU0JTYjI5MElFTkJNUll3RkFZRFZRUUtFdzFRWVhKcmFXNW5JRlJsYzNSek1Rc3dDUVlEVlFRR0V3SktVREFlRncweU5ERXhNak14TURNNE1qaGFGdzB6TkRFeE1qRXhNRE00TWpoYU1Fb3hJekFoQmdOVkJBTVRHbFJsYzNRZ1FYQndiR1VnVW05dmRDQkRRU0JYVjBSU0lFYzJNUll3RkFZRFZRUUtFdzFRWVhKcmFXNW5JRlJsYzNSek1Rc3dDUVlEVlFRR0V3SktVREJaTUJNR0J5cUdTTTQ5QWdFR0NDcUdTTTQ5QXdFSEEwSUFCTTcyMWs5RW5Wb2hSbVpzaksvUE1jQU9GTGFlTlR3MitVZHpPTWF3NWpZU3NtVEFYM25HNkZhUktYRUVnTUNsekphVDkrSlZ2Z003dXV6dVoxejFNQXlqT0RBMk1CSUdBMVVkRXdFQi93UUlNQVlCQWY4Q0FRQXdEZ1lEVlIwUEFRSC9CQVFEQWdFR01CQUdDaXFHU0liM1kyUUdBZ0VFQWdVQU1Bb0dDQ3FHU000OUJBTUNBMGdBTUVVQ0lRRHdSd3FjL1dLQm9zU3VaUngzK0JiRm5yR3A5OXNTRWVneCt0TXhuM25xcndJZ1FvS1dLdzBXaGNhRFdWUk5Sc1p3V0dKNjB6blVNd1Jla2JHdXlMR2p5d1k9IiwiTUlJQm5UQ0NBVVNnQXdJQkFnSUpBSVFWb0k2ZkNPckhNQW9HQ0NxR1NNNDlCQU1DTUVJeEd6QVpCZ05WQkFNVEVsUmxjM1FnUVhCd2JHVWdVbTl2ZENCRFFURVdNQlFHQTFVRUNoTU5VR0Z5YTJsdVp5QlVaWE4wY3pFTE1Ba0dBMVVFQmhNQ1NsQXdIaGNOTWpReE1USXpNVEF6T0RJNFdoY05Nell4TVRJd01UQXpPREk0V2pCQ01Sc3dHUVlEVlFRREV4SlVaWE4wSUVGd2NHeGxJRkp2YjNRZ1EwRXhGakFVQmdOVkJBb1REVkJoY210cGJtY2dWR1Z6ZEhNeEN6QUpCZ05WQkFZVEFrcFFNRmt3RXdZSEtvWkl6ajBDQVFZSUtvWkl6ajBEQVFjRFFnQUVkVkRhek1udHNsMVVDTnova2h2S3h0VDhaRVhRRmJhODV2dFpDMkQ5UndXbFd0Y01xeWNkcVh4eGIvNm9lZWFnR2lkZ0VmaHlsaVB2ZHp2amNiLytLcU1qTUNFd0R3WURWUjBUQVFIL0JBVXdBd0VCL3pBT0JnTlZIUThCQWY4RUJBTUNBUVl3Q2dZSUtvWkl6ajBFQXdJRFJ3QXdSQUlnSVpmTWxUVW0vY2FaRFlvanVvMjUwYTdlbGRxdVhVaS84MXBZYjhSTzZEb0NJRzhNS3B1akJ3VEtkd3AzNVFLeWhRVGhSOEtjOXNxK05nMDBpVmhRQ1ZIeSJdfQ.eyJub3RpZmljYXRpb25UeXBlIjoiRElEX1JFTkVXIiwibm90aWZpY2F0aW9uVVVJRCI6IjdjOTMxMmRlLTBmZTgtNDMyMy1hODZlLWNiYWE2OTQzMjQ1OCIsInZlcnNpb24iOiIyLjAiLCJzaWduZWREYXRlIjoxNzk1NDMwMzA5MTQ3LCJkYXRhIjp7ImFwcEFwcGxlSWQiOjEyMzQ1Njc4OTAsImJ1bmRsZUlkIjoianAucGFya2luZy5hcHAiLCJidW5kbGVWZXJzaW9uIjoiMS4wIiwiZW52aXJvbm1lbnQiOiJTYW5kYm94Iiwic2lnbmVkVHJhbnNhY3Rpb25JbmZvIjoiZXlKaGJHY2lPaUpGVXpJMU5pSXNJbmcxWXlJNld5Sk5TVWxDZDNwRFEwRlhjV2RCZDBsQ1FXZEpTV0puUkRWQ2J6SlJkazh3ZDBObldVbExiMXBKZW1vd1JVRjNTWGRUYWtWcVRVTkZSMEV4VlVWQmVFMWhWa2RXZW1SRFFrSmpTRUp6V2xOQ1UySXlPVEJKUlU1Q1NVWmtXRkpHU1dkU2VsbDRSbXBCVlVKblRsWkNRVzlVUkZaQ2FHTnRkSEJpYldOblZrZFdlbVJJVFhoRGVrRktRbWRPVmtKQldWUkJhM0JSVFVJMFdFUlVTVEZOVkVWNVRYcEZkMDE2WjNsT01XOVlSRlJOZUUxVVJYbE5ha1YzVFhwbmVVNHhiM2RWYWtWeVRVTnJSMEV4VlVWQmVFMXBWa2RXZW1SRFFrSmpTRUp6V2xOQ1UySXlPVEJKUlU1Q1NVWktiRmt5Vm5CalNGRm5WVEpzYm1KdGJIVmFla1ZYVFVKUlIwRXhWVVZEYUUxT1ZVZEdlV0V5YkhWYWVVSlZXbGhPTUdONlJVeE5RV3RIUVRGVlJVSm9UVU5UYkVGM1YxUkJWRUpuWTNGb2EycFBVRkZKUWtKblozRm9hMnBQVUZGTlFrSjNUa05CUVZGMlIxZGlaMFo0UWl0NVZDdERSbEIwTjNKMFRUazJXRkZHWkcxb1dXRXlPVE5QWWxWaFJ6RXlNM3BaVWpOUFkxRnlhMk5YVjJ4dlprNUtXVWQwTUhKaU9WaFdlVFE1WWxkWmFYbDJNa3B6YW1sMldrMUpiM3BKZDAxRVFVMUNaMDVXU0ZKTlFrRm1PRVZCYWtGQlRVRTBSMEV4VldSRWQwVkNMM2RSUlVGM1NVaG5SRUZSUW1kdmNXaHJhVWM1TWs1clFtZHpRa0pCU1VaQlJFRkxRbWRuY1docmFrOVFVVkZFUVdkT1NFRkVRa1ZCYVVGemJGWnpia3BZU0dsTVltTkRXRXczVjA5YVV6UkJTVkJuV1hZNVlUZzJURGxHWlZOd2VrOTVlVVZSU1dkR1UyTlBkRlJJUjJkYWQxZEtVVFJtVVdsWmNsQTFiRE5hWkZsRVdDOVNZWGN5YkVOSVYySlNhbm93UFNJc0lrMUpTVUoxYWtORFFWZERaMEYzU1VKQlowbEpTR3BQVFdWa1NuWmlaRkYzUTJkWlNVdHZXa2w2YWpCRlFYZEpkMUZxUldKTlFtdEhRVEZWUlVGNFRWTldSMVo2WkVOQ1FtTklRbk5hVTBKVFlqSTVNRWxGVGtKTlVsbDNSa0ZaUkZaUlVVdEZkekZSV1ZoS2NtRlhOVzVKUmxKc1l6TlNlazFSYzNkRFVWbEVWbEZSUjBWM1NrdFZSRUZsUm5jd2VVNUVSWGhOYWsxNFRVUk5ORTFxYUdGR2R6QjZUa1JGZUUxcVJYaE5SRTAwVFdwb1lVMUZiM2hKZWtGb1FtZE9Wa0pCVFZSSGJGSnNZek5SWjFGWVFuZGlSMVZuVlcwNWRtUkRRa1JSVTBKWVZqQlNVMGxGWXpKTlVsbDNSa0ZaUkZaUlVVdEZkekZSV1ZoS2NtRlhOVzVKUmxKc1l6TlNlazFSYzNkRFVWbEVWbEZSUjBWM1NrdFZSRUphVFVKTlIwSjVjVWRUVFRRNVFXZEZSME5EY1VkVFRUUTVRWGRGU0VFd1NVRkNUVGN5TVdzNVJXNVdiMmhTYlZwemFrc3ZVRTFqUVU5R1RHRmxUbFIzTWl0VlpIcFBUV0YzTldwWlUzTnRWRUZZTTI1SE5rWmhVa3RZUlVWblRVTnNla3BoVkRrclNsWjJaMDAzZFhWNmRWb3hlakZOUVhscVQwUkJNazFDU1VkQk1WVmtSWGRGUWk5M1VVbE5RVmxDUVdZNFEwRlJRWGRFWjFsRVZsSXdVRUZSU0M5Q1FWRkVRV2RGUjAxQ1FVZERhWEZIVTBsaU0xa3lVVWRCWjBWRlFXZFZRVTFCYjBkRFEzRkhVMDAwT1VKQlRVTkJNR2RCVFVWVlEwbFJSSGRTZDNGakwxZExRbTl6VTNWYVVuZ3pLMEppUm01eVIzQTVPWE5UUldWbmVDdDBUWGh1TTI1eGNuZEpaMUZ2UzFkTGR6QlhhR05oUkZkV1VrNVNjMXAzVjBkS05qQjZibFZOZDFKbGEySkhkWGxNUjJwNWQxazlJaXdpVFVsSlFtNVVRME5CVlZOblFYZEpRa0ZuU1VwQlNWRldiMGsyWmtOUGNraE5RVzlIUTBOeFIxTk5ORGxDUVUxRFRVVkplRWQ2UVZwQ1owNVdRa0ZOVkVWc1VteGpNMUZuVVZoQ2QySkhWV2RWYlRsMlpFTkNSRkZVUlZkTlFsRkhRVEZWUlVOb1RVNVZSMFo1WVRKc2RWcDVRbFZhV0U0d1kzcEZURTFCYTBkQk1WVkZRbWhOUTFOc1FYZElhR05PVFdwUmVFMVVTWHBOVkVGNlQwUkpORmRvWTA1TmVsbDRUVlJKZDAxVVFYcFBSRWswVjJwQ1EwMVNjM2RIVVZsRVZsRlJSRVY0U2xWYVdFNHdTVVZHZDJOSGVHeEpSa3AyWWpOUloxRXdSWGhHYWtGVlFtZE9Wa0pCYjFSRVZrSm9ZMjEwY0dKdFkyZFdSMVo2WkVoTmVFTjZRVXBDWjA1V1FrRlpWRUZyY0ZGTlJtdDNSWGRaU0V0dldrbDZhakJEUVZGWlNVdHZXa2w2YWpCRVFWRmpSRkZuUVVWa1ZrUmhlazF1ZEhOc01WVkRUbm92YTJoMlMzaDBWRGhhUlZoUlJtSmhPRFYyZEZwRE1rUTVVbmRYYkZkMFkwMXhlV05rY1ZoNGVHSXZObTlsWldGblIybGtaMFZtYUhsc2FWQjJaSHAyYW1OaUx5dExjVTFxVFVORmQwUjNXVVJXVWpCVVFWRklMMEpCVlhkQmQwVkNMM3BCVDBKblRsWklVVGhDUVdZNFJVSkJUVU5CVVZsM1EyZFpTVXR2V2tsNmFqQkZRWGRKUkZKM1FYZFNRVWxuU1ZwbVRXeFVWVzB2WTJGYVJGbHZhblZ2TWpVd1lUZGxiR1J4ZFZoVmFTODRNWEJaWWpoU1R6WkViME5KUnpoTlMzQjFha0ozVkV0a2QzQXpOVkZMZVdoUlZHaFNPRXRqT1hOeEswNW5NREJwVm1oUlExWkllU0pkZlEuZXlKMGNtRnVjMkZqZEdsdmJrbGtJam9pTWpBd01EQXdNRE0zTXpRNU9UZzJPU0lzSW05eWFXZHBibUZzVkhKaGJuTmhZM1JwYjI1SlpDSTZJakl3TURBd01EQXpOek0wT1RrNE5qY2lMQ0ozWldKUGNtUmxja3hwYm1WSmRHVnRTV1FpT2lJeU1EQXdNREF3TXpjek5EazVPRGN3SWl3aVluVnVaR3hsU1dRaU9pSnFjQzV3WVhKcmFXNW5MbUZ3Y0NJc0luQnliMlIxWTNSSlpDSTZJbXB3TG5CaGNtdHBibWN1Y0d4MWN5NXRiMjUwYUd4NUlpd2ljM1ZpYzJOeWFYQjBhVzl1UjNKdmRYQkpaR1Z1ZEdsbWFXVnlJam9pTWpFd01EQXdNREFpTENKd2RYSmphR0Z6WlVSaGRHVWlPakUzT1RVek5ETTVNRGt4TkRZc0ltOXlhV2RwYm1Gc1VIVnlZMmhoYzJWRVlYUmxJam94TnprMU16UXpPVEE1TVRRMkxDSmxlSEJwY21WelJHRjBaU0k2TVRjNU9ERXdPRGN3T1RFME5pd2ljWFZoYm5ScGRIa2lPakVzSW5SNWNHVWlPaUpCZFhSdkxWSmxibVYzWVdKc1pTQlRkV0p6WTNKcGNIUnBiMjRpTENKcGJrRndjRTkzYm1WeWMyaHBjRlI1Y0dVaU9pSlFWVkpEU0VGVFJVUWlMQ0p6YVdkdVpXUkVZWFJsSWpveE56azFORE13TXpBNU1UUTJMQ0psYm5acGNtOXViV1Z1ZENJNklsTmhibVJpYjNnaUxDSjBjbUZ1YzJGamRHbHZibEpsWVhOdmJpSTZJbEJWVWtOSVFWTkZJaXdpYzNSdmNtVm1jbTl1ZENJNklrcFFUaUlzSW5OMGIzSmxabkp2Ym5SSlpDSTZJakUwTXpRMk1pSXNJbkJ5YVdObElqbzBPREF3TURBc0ltTjFjbkpsYm1ONUlqb2lTbEJaSW4wLkJkNkZiaFpGdEpJa1ZRS1p4YzVHdWs2NDE1QmE2cGEydGFqVUlPZE80djdLQXJQcWpjcm1mMmluWWljeTAxNWwwWEZsQzdQWTdlUzgwVG5FSG5uSmp3Iiwic2lnbmVkUmVuZXdhbEluZm8iOiJleUpoYkdjaU9pSkZVekkxTmlJc0luZzFZeUk2V3lKTlNVbENkM3BEUTBGWGNXZEJkMGxDUVdkSlNXSm5SRFZDYnpKUmRrOHdkME5uV1VsTGIxcEplbW93UlVGM1NYZFRha1ZxVFVORlIwRXhWVVZCZUUxaFZrZFdlbVJEUWtKalNFSnpXbE5DVTJJeU9UQkpSVTVDU1Vaa1dGSkdTV2RTZWxsNFJtcEJWVUpuVGxaQ1FXOVVSRlpDYUdOdGRIQmliV05uVmtkV2VtUklUWGhEZWtGS1FtZE9Wa0pCV1ZSQmEzQlJUVUkwV0VSVVNURk5WRVY1VFhwRmQwMTZaM2xPTVc5WVJGUk5lRTFVUlhsTmFrVjNUWHBuZVU0eGIzZFZha1Z5VFVOclIwRXhWVVZCZUUxcFZrZFdlbVJEUWtKalNFSnpXbE5DVTJJeU9UQkpSVTVDU1VaS2JGa3lWbkJqU0ZGblZUSnNibUp0YkhWYWVrVlhUVUpSUjBFeFZVVkRhRTFPVlVkR2VXRXliSFZhZVVKVldsaE9NR042UlV4TlFXdEhRVEZWUlVKb1RVTlRiRUYzVjFSQlZFSm5ZM0ZvYTJwUFVGRkpRa0puWjNGb2EycFBVRkZOUWtKM1RrTkJRVkYyUjFkaVowWjRRaXQ1VkN0RFJsQjBOM0owVFRrMldGRkdaRzFvV1dFeU9UTlBZbFZoUnpFeU0zcFpVak5QWTFGeWEyTlhWMnh2Wms1S1dVZDBNSEppT1ZoV2VUUTVZbGRaYVhsMk1rcHphbWwyV2sxSmIzcEpkMDFFUVUxQ1owNVdTRkpOUWtGbU9FVkJha0ZCVFVFMFIwRXhWV1JFZDBWQ0wzZFJSVUYzU1VoblJFRlJRbWR2Y1docmFVYzVNazVyUW1kelFrSkJTVVpCUkVGTFFtZG5jV2hyYWs5UVVWRkVRV2RPU0VGRVFrVkJhVUZ6YkZaemJrcFlTR2xNWW1ORFdFdzNWMDlhVXpSQlNWQm5XWFk1WVRnMlREbEdaVk53ZWs5NWVVVlJTV2RHVTJOUGRGUklSMmRhZDFkS1VUUm1VV2xaY2xBMWJETmFaRmxFV0M5U1lYY3liRU5JVjJKU2Fub3dQU0lzSWsxSlNVSjFha05EUVZkRFowRjNTVUpCWjBsSlNHcFBUV1ZrU25aaVpGRjNRMmRaU1V0dldrbDZhakJGUVhkSmQxRnFSV0pOUW10SFFURlZSVUY0VFZOV1IxWjZaRU5DUW1OSVFuTmFVMEpUWWpJNU1FbEZUa0pOVWxsM1JrRlpSRlpSVVV0RmR6RlJXVmhLY21GWE5XNUpSbEpzWXpOU2VrMVJjM2REVVZsRVZsRlJSMFYzU2t0VlJFRmxSbmN3ZVU1RVJYaE5hazE0VFVSTk5FMXFhR0ZHZHpCNlRrUkZlRTFxUlhoTlJFMDBUV3BvWVUxRmIzaEpla0ZvUW1kT1ZrSkJUVlJIYkZKc1l6TlJaMUZZUW5kaVIxVm5WVzA1ZG1SRFFrUlJVMEpZVmpCU1UwbEZZekpOVWxsM1JrRlpSRlpSVVV0RmR6RlJXVmhLY21GWE5XNUpSbEpzWXpOU2VrMVJjM2REVVZsRVZsRlJSMFYzU2t0VlJFSmFUVUpOUjBKNWNVZFRUVFE1UVdkRlIwTkRjVWRUVFRRNVFYZEZTRUV3U1VGQ1RUY3lNV3M1Ulc1V2IyaFNiVnB6YWtzdlVFMWpRVTlHVEdGbFRsUjNNaXRWWkhwUFRXRjNOV3BaVTNOdFZFRllNMjVITmtaaFVrdFlSVVZuVFVOc2VrcGhWRGtyU2xaMlowMDNkWFY2ZFZveGVqRk5RWGxxVDBSQk1rMUNTVWRCTVZWa1JYZEZRaTkzVVVsTlFWbENRV1k0UTBGUlFYZEVaMWxFVmxJd1VFRlJTQzlDUVZGRVFXZEZSMDFDUVVkRGFYRkhVMGxpTTFreVVVZEJaMFZGUVdkVlFVMUJiMGREUTNGSFUwMDBPVUpCVFVOQk1HZEJUVVZWUTBsUlJIZFNkM0ZqTDFkTFFtOXpVM1ZhVW5nekswSmlSbTV5UjNBNU9YTlRSV1ZuZUN0MFRYaHVNMjV4Y25kSloxRnZTMWRMZHpCWGFHTmhSRmRXVWs1U2MxcDNWMGRLTmpCNmJsVk5kMUpsYTJKSGRYbE1SMnA1ZDFrOUlpd2lUVWxKUW01VVEwTkJWVk5uUVhkSlFrRm5TVXBCU1ZGV2IwazJaa05QY2toTlFXOUhRME54UjFOTk5EbENRVTFEVFVWSmVFZDZRVnBDWjA1V1FrRk5WRVZzVW14ak0xRm5VVmhDZDJKSFZXZFZiVGwyWkVOQ1JGRlVSVmROUWxGSFFURlZSVU5vVFU1VlIwWjVZVEpzZFZwNVFsVmFXRTR3WTNwRlRFMUJhMGRCTVZWRlFtaE5RMU5zUVhkSWFHTk9UV3BSZUUxVVNYcE5WRUY2VDBSSk5GZG9ZMDVOZWxsNFRWUkpkMDFVUVhwUFJFazBWMnBDUTAxU2MzZEhVVmxFVmxGUlJFVjRTbFZhV0U0d1NVVkdkMk5IZUd4SlJrcDJZak5SWjFFd1JYaEdha0ZWUW1kT1ZrSkJiMVJFVmtKb1kyMTBjR0p0WTJkV1IxWjZaRWhOZUVONlFVcENaMDVXUWtGWlZFRnJjRkZOUm10M1JYZFpTRXR2V2tsNmFqQkRRVkZaU1V0dldrbDZhakJFUVZGalJGRm5RVVZrVmtSaGVrMXVkSE5zTVZWRFRub3ZhMmgyUzNoMFZEaGFSVmhSUm1KaE9EVjJkRnBETWtRNVVuZFhiRmQwWTAxeGVXTmtjVmg0ZUdJdk5tOWxaV0ZuUjJsa1owVm1hSGxzYVZCMlpIcDJhbU5pTHl0TGNVMXFUVU5GZDBSM1dVUldVakJVUVZGSUwwSkJWWGRCZDBWQ0wzcEJUMEpuVGxaSVVUaENRV1k0UlVKQlRVTkJVVmwzUTJkWlNVdHZXa2w2YWpCRlFYZEpSRkozUVhkU1FVbG5TVnBtVFd4VVZXMHZZMkZhUkZsdmFuVnZNalV3WVRkbGJHUnhkVmhWYVM4NE1YQlpZamhTVHpaRWIwTkpSemhOUzNCMWFrSjNWRXRrZDNBek5WRkxlV2hSVkdoU09FdGpPWE54SzA1bk1EQnBWbWhSUTFaSWVTSmRmUS5leUp2Y21sbmFXNWhiRlJ5WVc1ellXTjBhVzl1U1dRaU9pSXlNREF3TURBd016Y3pORGs1T0RZM0lpd2ljSEp2WkhWamRFbGtJam9pYW5BdWNHRnlhMmx1Wnk1d2JIVnpMbTF2Ym5Sb2JIa2lMQ0poZFhSdlVtVnVaWGRRY205a2RXTjBTV1FpT2lKcWNDNXdZWEpyYVc1bkxuQnNkWE11Ylc5dWRHaHNlU0lzSW1GMWRHOVNaVzVsZDFOMFlYUjFjeUk2TVN3aWMybG5ibVZrUkdGMFpTSTZNVGM1TlRRek1ETXdPVEUwTnl3aVpXNTJhWEp2Ym0xbGJuUWlPaUpUWVc1a1ltOTRJaXdpY21WalpXNTBVM1ZpYzJOeWFYQjBhVzl1VTNSaGNuUkVZWFJsSWpveE56azFNelF6T1RBNU1UUTNmUS56YVRBZTlydUdiUU1xb2pDM3VJN2N3T044b3B5SHJJSHh5ekhKNUdHenRHai1ZaFBHTXl0QTlEcHd4NGxwamh3VXVzNGNsTHFQbURxSTVOU1kyaEVHZyIsInN0YXR1cyI6MX19.huzRQrPKA43tA05UwHOY3AZoLe7dPdQE7-fAu9hPaeckUmJNcqOHbLeMPojSTew3q5NOI7GaACtvpp2S92eoSw"
                 *     }
                 */
                "application/json": components["schemas"]["AppStoreNotificationBody"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "outcome": "applied"
                     *     }
                     */
                    "application/json": components["schemas"]["StoreWebhookResult"];
                };
            };
            /** @description `iap_invalid`: the signed payload does not verify (`details.reason`); `malformed_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    receiveGooglePlayNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": {
                 *         "data": "eyJ2ZXJzaW9uIjoiMS4wIiwicGFja2FnZU5hbWUiOiJqcC5wYXJraW5nLmFwcCIsImV2ZW50VGltZU1pbGxpcyI6IjE3OTU0MzAzMDk2MjYiLCJzdWJzY3JpcHRpb25Ob3RpZmljYXRpb24iOnsidmVyc2lvbiI6IjEuMCIsIm5vdGlmaWNhdGlvblR5cGUiOjIsInB1cmNoYXNlVG9rZW4iOiJyUDJrRWs3eEkxOWtYNE1BLkFPLUoxT3o3YUI0NUNrVV9KNDFnU191enVDODlvZXRGYU5kb0o3NjRvaGNhQmhsNlpBUWRscThrNWtZQmVQcmt1MUx1M216Q0h0S3VjZ2JFOGVfMks4U2lsWHBtUHd5UWNmbmVlYnNLZnZlVmhtMklLWVZ0b0JWNng1UG9hZTAiLCJzdWJzY3JpcHRpb25JZCI6InBsdXNfbW9udGhseSJ9fQ==",
                 *         "messageId": "147436212116724",
                 *         "message_id": "147436212116724",
                 *         "publishTime": "2026-11-23T10:38:29.626Z",
                 *         "publish_time": "2026-11-23T10:38:29.626Z",
                 *         "attributes": {}
                 *       },
                 *       "subscription": "projects/parking-tests/subscriptions/play-rtdn"
                 *     }
                 */
                "application/json": components["schemas"]["PubSubPushBody"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "outcome": "applied"
                     *     }
                     */
                    "application/json": components["schemas"]["StoreWebhookResult"];
                };
            };
            /** @description `iap_invalid`: an authentic push whose message is not a notification for this app (`details.reason`); `malformed_json`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: no valid Pub/Sub OIDC token for the configured audience and service account. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListArticles: {
        parameters: {
            query?: {
                status?: "draft" | "scheduled" | "published" | "archived";
                locale?: "ja" | "en";
                category?: string;
                /** @description Part of the title or the slug. */
                q?: string;
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminArticleCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: an article with this slug exists in this locale (`param: slug`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such article. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminArticlePatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such article. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the slug is taken in this locale. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminPreviewArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminArticlePreviewBody"];
            };
        };
        responses: {
            /** @description The HTML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticlePreview"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminPublishArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminArticlePublishBody"];
            };
        };
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such article. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUnpublishArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such article. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminArchiveArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such article. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRestoreArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArticleResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such article. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListAds: {
        parameters: {
            query?: {
                placement?: string;
                state?: "scheduled" | "running" | "ended" | "inactive";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAdList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateAd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAdCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAdResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateAd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAdPatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ad: components["schemas"]["AdminAd"];
                    };
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ad. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminAdStats: {
        parameters: {
            query?: {
                /** @description First local day (Asia/Tokyo), inclusive. Default: 29 days before `to`. */
                from?: string;
                /** @description Last local day, inclusive. Default: today. */
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per day and in total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAdStats"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ad. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListSponsors: {
        parameters: {
            query?: {
                status?: "draft" | "active" | "ended";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSponsorList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateSponsor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSponsorCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSponsorResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateSponsor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSponsorPatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sponsor: components["schemas"]["AdminSponsor"];
                    };
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such sponsor. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListThemes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Themes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminThemeList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateTheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminThemeCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminThemeResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the code exists (`param: code`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminThemePatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminThemeResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such theme. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListHolidays: {
        parameters: {
            query?: {
                /** @description Default: this year in Asia/Tokyo. */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHolidayList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminAddHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminHolidayCreateBody"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminHolidayResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the date is already a holiday (`param: date`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRemoveHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: the date is not a holiday. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListSupportTickets: {
        parameters: {
            query?: {
                status?: "open" | "answered" | "closed";
                category?: "account" | "parking_lot" | "parking_session" | "payment" | "subscription" | "app" | "other";
                /** @description An admin id, `me` or `none` (unassigned). */
                assignee?: string | ("me" | "none");
                /** @description Only items at least this many hours old. */
                min_age_hours?: number | null;
                /** @description `oldest` first (a queue, the default) or `newest` first. */
                sort?: "oldest" | "newest";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupportTicketList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetSupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupportTicketResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ticket. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminReplySupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSupportReplyBody"];
            };
        };
        responses: {
            /** @description The ticket with the reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupportTicketResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ticket. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCloseSupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupportTicketResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ticket. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminReopenSupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupportTicketResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ticket. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminAssignSupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSupportAssignBody"];
            };
        };
        responses: {
            /** @description The ticket */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupportTicketResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such ticket. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListErrorReports: {
        parameters: {
            query?: {
                status?: "open" | "resolved" | "rejected";
                /** @description What is wrong: the price, the opening hours, the location, the lot is closed for good, its vehicle limits, or something else. */
                kind?: "price" | "hours" | "location" | "closed" | "limits" | "other";
                lot_id?: string;
                /** @description An admin id, `me` or `none` (unassigned). */
                assignee?: string | ("me" | "none");
                /** @description Only items at least this many hours old. */
                min_age_hours?: number | null;
                /** @description `oldest` first (a queue, the default) or `newest` first. */
                sort?: "oldest" | "newest";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorReportList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report and its lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorReportResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such error report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminResolveErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminErrorReportResolveBody"];
            };
        };
        responses: {
            /** @description The report and its lot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorReportResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such error report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRejectErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminErrorReportRejectBody"];
            };
        };
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorReportResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such error report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: not allowed from this status (`details.allowed_from`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminReopenErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorReportResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such error report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminAssignErrorReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSupportAssignBody"];
            };
        };
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminErrorReportResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such error report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListUsers: {
        parameters: {
            query?: {
                /** @description A user id (exact), or part of the e-mail address or display name. */
                q?: string;
                status?: "active" | "banned" | "withdrawn";
                /** @description true: users with Plus now; false: without. */
                premium?: "true" | "false";
                /** @description `newest` (default) or `oldest` by sign-up; `email` alphabetically. */
                sort?: "newest" | "oldest" | "email";
                /** @description Rows per page (1..100). */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminBanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserBanBody"];
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the user holds an admin account that is not disabled (`details.reason: admin_account`) or has withdrawn (`withdrawn`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUnbanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGrantPremium: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserGrantPremiumBody"];
            };
        };
        responses: {
            /** @description The user and their current subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserPremiumResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the user has withdrawn (`details.reason: withdrawn`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminRevokePremium: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserRevokePremiumBody"];
            };
        };
        responses: {
            /** @description The user and their current subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserPremiumResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the user’s Plus is a store purchase, which only the store ends (`details.reason: store_subscription`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminListSubscriptionPlans: {
        parameters: {
            query?: {
                /** @description `active`: on sale; `inactive`: taken off sale; `all` (default). */
                status?: "active" | "inactive" | "all";
                tier?: "free" | "plus";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans in display order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionPlanList"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminCreateSubscriptionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSubscriptionPlanCreateBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionPlanResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the plan_code, or a store product id, belongs to another plan (`param` names it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminGetSubscriptionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionPlanResult"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such plan. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminDeleteSubscriptionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such plan. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: the plan has subscriptions (`details.reason: has_subscriptions`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adminUpdateSubscriptionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSubscriptionPlanPatchBody"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionPlanResult"];
                };
            };
            /** @description `malformed_json`: the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`). */
            401: {
                headers: {
                    /** @description RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `forbidden`: the caller lacks the required permission. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `not_found`: no such plan. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `conflict`: a store product id belongs to another plan, or the plan has purchases in that store, whose renewals the product id maps to this plan (`param` names the field). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `payload_too_large`: the body exceeds the size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `unsupported_media_type`: the body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `validation_error`: the request does not match the schema; `param` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `server_error`: unexpected failure (no internals are revealed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `service_unavailable`: the database is unreachable or the request timed out. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
