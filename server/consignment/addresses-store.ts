import type { Database } from 'better-sqlite3';

/** The seller's return addresses (where returned goods go back to). */

export interface AddressInput {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}

const COLUMNS = `id, name, phone, province, city, district, detail, is_default AS isDefault`;

type Row = Omit<AddressInput, 'isDefault'> & { id: number; isDefault: number };

const toAddress = (row: Row) => ({ ...row, isDefault: row.isDefault === 1 });

export function findAddress(db: Database, id: number) {
  const row = db.prepare(`SELECT ${COLUMNS} FROM seller_addresses WHERE id = ?`).get(id) as
    Row | undefined;
  return row && toAddress(row);
}

/** The default first, then by id. */
export function listAddresses(db: Database, userId: number) {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM seller_addresses WHERE user_id = ? ORDER BY is_default DESC, id`,
    )
    .all(userId) as Row[];
  return rows.map(toAddress);
}

export function defaultAddressOf(db: Database, userId: number) {
  return listAddresses(db, userId).find((a) => a.isDefault) ?? null;
}

/** Adds (no id) or replaces an address; a default one ends the other default. The first is default. */
export function saveAddress(db: Database, userId: number, input: AddressInput & { id?: number }) {
  return db.transaction(() => {
    const hasAny = listAddresses(db, userId).length > 0;
    const isDefault = input.isDefault || !hasAny;
    if (isDefault)
      db.prepare('UPDATE seller_addresses SET is_default = 0 WHERE user_id = ?').run(userId);
    const values = [
      input.name,
      input.phone,
      input.province,
      input.city,
      input.district,
      input.detail,
    ];
    let id = input.id;
    if (id === undefined) {
      id = Number(
        db
          .prepare(
            `INSERT INTO seller_addresses (user_id, name, phone, province, city, district, detail, is_default)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(userId, ...values, isDefault ? 1 : 0).lastInsertRowid,
      );
    } else {
      db.prepare(
        `UPDATE seller_addresses SET name = ?, phone = ?, province = ?, city = ?, district = ?, detail = ?,
          is_default = CASE WHEN ? THEN 1 ELSE is_default END WHERE id = ?`,
      ).run(...values, isDefault ? 1 : 0, id);
    }
    const saved = findAddress(db, id);
    if (!saved) throw new Error(`address ${id} vanished`);
    return saved;
  })();
}
