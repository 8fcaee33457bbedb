-- wrk script for GET /v1/parking-lots/nearby: a new random point in the bench's area (the 23 wards,
-- as bench/nearby.ts seeds them) for every request.
--   wrk ... -s bench/scripts/nearby.lua URL -- <radius_m> [<extra query, e.g. &max_price=1500...>]
local radius = 500
local extra = ""

function init(args)
  radius = tonumber(args[1] or "500")
  extra = args[2] or ""
  -- Each thread its own sequence: seeding from the clock alone gives every thread the same points.
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16))
end

function request()
  local lat = 35.55 + math.random() * 0.25
  local lng = 139.58 + math.random() * 0.32
  return wrk.format("GET", string.format("/v1/parking-lots/nearby?lat=%.6f&lng=%.6f&radius_m=%d%s", lat, lng, radius, extra))
end

-- One line the bench parses (bench/load-tools.ts parseWrkOutput): wrk's own summary has no p95.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"duration_us":%d,"p50_us":%d,"p95_us":%d,"p99_us":%d,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
