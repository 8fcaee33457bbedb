-- wrk script for the parking-session lifecycle: POST /v1/parking-sessions, then
-- POST /v1/parking-sessions/{id}/finalize, again and again, one signed-in user per connection.
--   wrk -t T -c N ... -s bench/scripts/sessions.lua URL -- <lot id> <run number> <token file> <T>
-- The token file has N bearer tokens, one a line; thread t of T drives the users on lines
-- t, t + T, t + 2T, ... (as many as its connections, so N must be a multiple of T).
--
-- A thread drives several connections, and wrk does not say which connection a response() belongs
-- to: each request therefore names its user in X-Request-Id, which the API echoes, and a user is in
-- at most one request at a time. request() finalizes a started session when one is waiting and
-- starts one for an idle user otherwise; with as many users as connections one of the two always
-- exists. (One thread per connection, as this script used to need, cost the load generator itself
-- a context switch per call on a 2-core machine, CPU the API and the database then lacked.)
local threads = {}
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end

local lot, runNo
local tokens = {}   -- user index (its line in the token file) -> bearer token
local idle = {}     -- users with no session and no request in flight
local started = {}  -- {user, session id} started and waiting to be finalized
local n = 0
-- wrk calls the first thread's request() once before any connection, only to count the requests
-- in the text it returns (script_verify_request); that request is never sent.
local counted = false
ok = 0
failed = 0

function init(args)
  lot = args[1]
  runNo = tonumber(args[2])
  local i = 0
  for line in io.lines(args[3]) do
    i = i + 1
    tokens[i] = line
  end
  for u = tid, i, tonumber(args[4]) do
    table.insert(idle, u)
  end
end

function request()
  n = n + 1
  -- A client request id unique in the whole bench (thread, run, call): a repeat would be answered
  -- from the first call instead of doing the work.
  local crid = string.format("%08x-%04x-4000-8000-%012x", tid, runNo, n)
  local waiting = table.remove(started)
  if waiting then
    local headers = { ["Authorization"] = "Bearer " .. tokens[waiting[1]], ["Content-Type"] = "application/json",
      ["X-Request-Id"] = "bench-f-" .. waiting[1] .. "-" .. crid }
    return wrk.format("POST", "/v1/parking-sessions/" .. waiting[2] .. "/finalize", headers, '{"client_request_id":"' .. crid .. '"}')
  end
  local user = table.remove(idle)
  if tid == 1 and not counted then
    counted = true
    table.insert(idle, user)
  end
  local headers = { ["Authorization"] = "Bearer " .. tokens[user], ["Content-Type"] = "application/json",
    ["X-Request-Id"] = "bench-c-" .. user .. "-" .. crid }
  return wrk.format("POST", "/v1/parking-sessions", headers,
    '{"lot_id":"' .. lot .. '","vehicle_type":"regular","client_request_id":"' .. crid .. '"}')
end

function response(status, headers, body)
  local id = headers["X-Request-Id"] or headers["x-request-id"] or ""
  local kind, user = id:match("^bench%-(%a)%-(%d+)%-")
  user = tonumber(user)
  if kind == "c" and status == 201 then
    table.insert(started, { user, body:match('"id":"([0-9a-f%-]+)"') })
    return
  end
  if kind == "f" and status == 200 then ok = ok + 1 else failed = failed + 1 end
  if user then table.insert(idle, user) end
end

function done(summary, latency, requests)
  local lifecycles, failures = 0, 0
  for _, t in ipairs(threads) do
    lifecycles = lifecycles + (t:get("ok") or 0)
    failures = failures + (t:get("failed") or 0)
  end
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"duration_us":%d,"p50_us":%d,"p95_us":%d,"p99_us":%d,"non2xx":%d,"errors":%d,"lifecycles":%d,"failed_calls":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout, lifecycles, failures))
end
