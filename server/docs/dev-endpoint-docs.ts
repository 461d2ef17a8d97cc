/**
 * The development endpoints, for docs/api.md (server/routes/dev-controls.ts). They are
 * no contract (no envelope: plain JSON, `{ error }` on bad input), so this
 * section is written by hand beside the generated one.
 */
export const DEV_ENDPOINT_DOCS = `## Development endpoints (\`/__dev/*\`)

On unless \`DEV_ENDPOINTS=0\`; off under \`NODE_ENV=production\` unless \`DEV_ENDPOINTS=1\`.
Only callers on the loopback address (127.0.0.0/8, ::1) naming this server in \`Host\`
(localhost, a loopback address, \`HOST\` or \`DEV_HOSTS\`), or any caller with
\`Authorization: Bearer <OPERATOR_TOKEN>\` (CONTRACTS.md "The operator API"; printed at start
when unset), may use them; anyone else gets HTTP 401, and a request whose \`Origin\` is not
this server's own (a page of another site) or whose \`Host\` is foreign gets HTTP 403. Replace
\`127.0.0.1:5173\` below with the address \`npm start\` printed (\`PORT\` changes it).

| Call | Body or query | Answer |
| --- | --- | --- |
| \`POST /__dev/faults\` | \`{ path, method?, code?, msg?, status?, body?, contentType?, delayMs?, drop?, times? }\`: \`path\` exact or a prefix ending in \`*\`; \`method\` GET, POST, PUT or DELETE (absent: any) | \`{ id }\`; the newest matching fault wins |
| \`GET /__dev/faults\` | | \`{ faults: Fault[] }\` |
| \`DELETE /__dev/faults\` | | \`{ cleared: true }\` |
| \`GET /__dev/requests\` | \`?path=/api/...\` (optional) | \`{ requests: { method, path, headers, query, body, at }[] }\`, the last 200; \`token\`, \`sign\`, \`authorization\`, \`cookie\` headers and \`password\`, \`sign\`, \`token\` and AES fields show \`[redacted]\` |
| \`GET /__dev/events\` | \`?event=name\` (optional) | \`{ events: object[], arrivals: number, duplicates: number }\`: the stored analytics events (spec 001 §3 shape, oldest first), how many arrived and how many of those were duplicates (same \`_track_id\` and \`distinct_id\`) |
| \`DELETE /__dev/events\` | | \`{ cleared: true }\` |
| \`GET /__dev/sms\` | \`?phone=...\` (optional) | \`{ codes: { phone, purpose, code, sentAt, expiresAt }[] }\`, the newest 20 SMS codes |
| \`GET /__dev/version\`, \`POST /__dev/version\` | \`{ version }\` | \`{ version }\`: the \`x-version\` header the app compares |
| \`PUT /__dev/visual-config\` | a visual config object, or \`null\` to remove it | \`{ stored }\` |
| \`POST /__dev/bank/settle\` | \`{ payNo, result: 'SUCCESS' \\| 'FAILED' }\` | \`{ settled, status }\`: the demo bank answers a pending payment at once (CONTRACTS.md "Money seams"); a payment no longer pending is left as it is (\`settled: false\`); an unknown payNo is HTTP 404 |
| \`GET /__dev/bank\` | | \`{ settleMs, waiting }\`: \`BANK_SETTLE_MS\` (default 2000, 0 never) and how many payments the bank will still settle by itself |
| \`GET /__dev/ledger/audit\` | | \`{ problems: string[] }\`: the ledger's invariants (balanced transfers, balances equal to their entries, no protected account below zero, holds and keys applied once); empty when the books add up |
| \`POST /__dev/reset\` | | \`{ reset: true }\`: every table emptied and seeded again (tokens dropped too), faults, request log and version cleared |
| \`POST /__dev/consignment/receive\` | \`{ orderId }\` | \`{ order }\`: the platform warehouse signed for a shipped consignment order (its parcel's tracking shows it); 409 \`{ error, code }\` when the order's state does not allow it (server/consignment/state-machine.ts), 404 for no such order |
| \`POST /__dev/consignment/inspect\` | \`{ orderId, grade }\`: grade S, A+, A, B+, B or C | \`{ order }\`: a received order inspected, each item graded with its publish code; 409 / 404 as above |
| \`POST /__dev/consignment/list\` | \`{ orderId }\` | \`{ order }\`: the platform lists an inspected order's items (at the graded price when the seller set none); 409 / 404 as above |
| \`POST /__dev/consignment/sell\` | \`{ orderId, priceCents? }\` | \`{ order }\`: a listed order sold at auction (at each item's price, or \`priceCents\`); 409 / 404 as above |
| \`GET /__dev/consignment/orders\` | \`?userId=1\` | \`{ orders }\`: a seller's consignment orders as the seller reads them, plus \`publishCodes\` (the inspection report's codes, one per item) |

The bank's own steps take faults too: a fault on the path \`/__bank/charge\` refuses the next payment
start (code \`CB0610\`, nothing changes); on \`/__bank/settle\` a \`code\` or \`status\` ≥ 400 settles the
next payment \`FAILED\`, \`delayMs\` holds its answer that much longer, \`drop\` leaves it pending.

Example: \`curl -X POST http://127.0.0.1:5173/__dev/faults -H 'content-type: application/json' -d '{"path":"/api/dh/auction/user/check/token","method":"POST","code":"8888","times":1}'\`
`;
