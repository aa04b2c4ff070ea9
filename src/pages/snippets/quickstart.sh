#!/usr/bin/env bash
# Quickstart: a sandbox account (or log in to it), an API key, one simulation, its report.
# Needs bash, curl and jq. Every failed step stops the script and prints the error body.
set -euo pipefail
BASE="${BASE:-__BASE_URL__}"
EMAIL="${EMAIL:-quickstart@example.com}"
PASSWORD="${PASSWORD:-a long quickstart password}"

# api METHOD PATH [curl options]: prints the response body; on an HTTP error prints the
# status and the error body on stderr and fails (set -e then stops the script).
api() {
  local method="$1" path="$2" out status
  shift 2
  out="$(curl -sS -X "$method" "$BASE$path" -w '\n%{http_code}' "$@")" || { echo "Cannot reach $BASE ($method $path): is the service running?" >&2; return 1; }
  status="${out##*$'\n'}"
  out="${out%$'\n'*}"
  if [ "$status" -ge 400 ]; then echo "$method $path failed: HTTP $status $out" >&2; return 1; fi
  printf '%s\n' "$out"
}

# 1. Log in, or on the first run sign up a sandbox tenant: its wallet holds play credit.
CREDENTIALS="$(jq -n --arg email "$EMAIL" --arg password "$PASSWORD" '{email: $email, password: $password}')"
if GRANT="$(api POST /v1/auth/login -H 'content-type: application/json' -d "$CREDENTIALS" 2>/dev/null)"; then
  echo "Logged in as $EMAIL"
else
  GRANT="$(api POST /v1/auth/signup -H 'content-type: application/json' \
    -d "$(jq '. + {tenant_name: "Quickstart", sandbox: true}' <<<"$CREDENTIALS")")"
  echo "Signed up $EMAIL (sandbox)"
fi
SESSION="$(jq -er .session_token <<<"$GRANT")"

# 2. Issue an API key (shown once: keep it).
KEY="$(api POST /v1/keys -H "authorization: Bearer $SESSION" -H 'content-type: application/json' \
  -d '{"name":"quickstart"}' | jq -er .api_key)"

# 3. The wallet: balance, price of one simulation, simulations it affords.
api GET /v1/credits -H "x-api-key: $KEY" | jq -c '{balance_usd, sim_cost_usd, sims_available}'

# 4. Submit a scenario: the price is deducted at once. A retry with the same Idempotency-Key is not charged twice.
JOB="$(api POST /v1/jobs -H "x-api-key: $KEY" -H 'content-type: application/json' \
  -H "Idempotency-Key: quickstart-$(date +%s)-$$" \
  -d '{"name":"Price change","scenario":"Acme will raise the price of its plan from $10 to $14 a month for all existing subscribers."}' \
  | jq -er .job_id)"
echo "Submitted job $JOB"

# 5. Poll the status until the job is completed or failed (at most 10 minutes).
for _ in $(seq 1 300); do
  STATUS="$(api GET "/v1/jobs/$JOB/status" -H "x-api-key: $KEY")"
  STATE="$(jq -er .status <<<"$STATUS")"
  echo "status: $STATE ($(jq -r .progress.percent <<<"$STATUS") %)"
  case "$STATE" in
    completed) break ;;
    failed) echo "The job failed (refunded): $(jq -c .failure <<<"$STATUS")" >&2; exit 1 ;;
  esac
  sleep 2
done
[ "$STATE" = completed ] || { echo "Still $STATE after 10 minutes; poll $BASE/v1/jobs/$JOB/status later" >&2; exit 1; }

# 6. The report (the full JSON has every section; here a summary and the hosted page).
api GET "/v1/jobs/$JOB/report" -H "x-api-key: $KEY" \
  | jq '{headline, risk: .risk_score.value, level: .risk_score.level, confidence: .confidence.value, sandbox, share_url}'
