import type { Database } from 'better-sqlite3';
import type { Experiment } from './experiment-schema';

/** A stored experiment with the version its result ids carry. */
export interface StoredExperiment {
  experiment: Experiment;
  version: number;
  updated_at: number;
}

interface Row {
  body: string;
  version: number;
  updated_at: number;
}

function fromRow(row: Row): StoredExperiment {
  // Only parseExperiment's output is ever written here.
  return {
    experiment: JSON.parse(row.body) as Experiment,
    version: row.version,
    updated_at: row.updated_at,
  };
}

/** Create or replace; a replace bumps the version (its results are tracked anew). */
export function putExperiment(db: Database, experiment: Experiment, now: number): StoredExperiment {
  const row = db
    .prepare<[string, string, string, number], Row>(
      `INSERT INTO abtest_experiments (experiment_id, status, version, body, updated_at)
       VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (experiment_id) DO UPDATE SET
         status = excluded.status, body = excluded.body,
         version = abtest_experiments.version + 1, updated_at = excluded.updated_at
       RETURNING body, version, updated_at`,
    )
    .get(experiment.abtest_experiment_id, experiment.status, JSON.stringify(experiment), now);
  if (!row) throw new Error(`experiment ${experiment.abtest_experiment_id} was not stored`);
  return fromRow(row);
}

export function listExperiments(db: Database): StoredExperiment[] {
  return db
    .prepare<[], Row>(
      'SELECT body, version, updated_at FROM abtest_experiments ORDER BY experiment_id',
    )
    .all()
    .map(fromRow);
}

export function listRunningExperiments(db: Database): StoredExperiment[] {
  return db
    .prepare<[], Row>(
      "SELECT body, version, updated_at FROM abtest_experiments WHERE status = 'RUNNING' ORDER BY experiment_id",
    )
    .all()
    .map(fromRow);
}

export function deleteExperiment(db: Database, experimentId: string): boolean {
  return (
    db.prepare('DELETE FROM abtest_experiments WHERE experiment_id = ?').run(experimentId).changes >
    0
  );
}
