-- Popup campaigns of the operator API (CONTRACTS.md "The operator API").
-- `body` is the stored plan JSON as validated (server-only fields included, such
-- as the audience list); a deleted plan keeps its row (`deleted_at`) so that its
-- displays still name it, but it is never sent again.
CREATE TABLE popup_plans (
  plan_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER
);

-- Global settings sent with every config: msg_limit_global, popup_interval_global,
-- config_pull_interval_ms (JSON values; an absent row means "not set").
CREATE TABLE popup_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Shows, derived from `$PlanPopupDisplay` events at the receiver (`$sf_msg_id` is
-- the display uuid), and their conversion: the plan's target event from the same
-- distinct_id between the show and `convert_until`.
CREATE TABLE popup_displays (
  uuid TEXT PRIMARY KEY,
  plan_id TEXT NOT NULL,
  distinct_id TEXT NOT NULL,
  shown_at INTEGER NOT NULL,
  control_group INTEGER NOT NULL DEFAULT 0,
  convert_event TEXT,
  convert_until INTEGER,
  converted_at INTEGER
);
CREATE INDEX popup_displays_waiting ON popup_displays (distinct_id, convert_event)
  WHERE converted_at IS NULL;
