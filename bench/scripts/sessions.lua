-- wrk script for the parking-session lifecycle: POST /v1/parking-sessions, then
-- POST /v1/parking-sessions/{id}/finalize, again and again, one signed-in user per connection.
-- Run with as many threads as connections (wrk -t N -c N): a thread's single connection then
-- alternates strictly between start and finalize, and response() always answers this thread's
-- last request.
--   wrk -t N -c N ... -s bench/scripts/sessions.lua URL -- <lot id> <run number> <token file>
-- The token file has one bearer token per line; thread i uses line i.
local threads = {}
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end

local lot, runNo, token
local phase = "create"
local sid = nil
local n = 0
ok = 0
failed = 0

function init(args)
  lot = args[1]
  runNo = tonumber(args[2])
  local i = 0
  for line in io.lines(args[3]) do
    i = i + 1
    if i == tid then token = line end
  end
end

function request()
  n = n + 1
  -- A client request id unique in the whole bench (thread, run, call): a repeat would be answered
  -- from the first call instead of doing the work.
  local crid = string.format("%08x-%04x-4000-8000-%012x", tid, runNo, n)
  local headers = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
  if phase == "create" then
    return wrk.format("POST", "/v1/parking-sessions", headers,
      '{"lot_id":"' .. lot .. '","vehicle_type":"regular","client_request_id":"' .. crid .. '"}')
  end
  return wrk.format("POST", "/v1/parking-sessions/" .. sid .. "/finalize", headers, '{"client_request_id":"' .. crid .. '"}')
end

function response(status, headers, body)
  if phase == "create" then
    if status == 201 then
      sid = body:match('"id":"([0-9a-f%-]+)"')
      phase = "finalize"
    else
      failed = failed + 1
    end
  else
    if status == 200 then ok = ok + 1 else failed = failed + 1 end
    phase = "create"
  end
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
