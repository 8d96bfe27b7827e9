#!/bin/sh
# The duplicate-code check of the premium suites' code (issue 31 item 8, ADR 176): jscpd 4.3.0 with
# its default thresholds (50 tokens, 5 lines) over the premium domain, API contracts, server features
# and web features. It prints every clone pair and the totals; the figures before and after the kit
# are in docs/decisions/176-one-premium-suite-kit.md. Run from the repository root:
#   sh scripts/premium-duplication.sh
set -eu
exec npx -y jscpd@4.3.0 --reporters console --output /tmp/jscpd-premium \
  src/domain/premium \
  src/domain/api/premium-route.ts \
  src/domain/api/salary.ts src/domain/api/lifestyle.ts src/domain/api/relocation.ts \
  src/domain/api/investment.ts src/domain/api/business.ts \
  src/server/features/premium \
  src/server/features/salary src/server/features/lifestyle src/server/features/relocation \
  src/server/features/investment src/server/features/business \
  src/web/features/premium
