import type { Diagnosis, DiagnosisLinkUpdate } from '@carecall/api-client';

/** A diagnosis of the health profile as the editor holds it. */
export interface DiagnosisEntry {
  entity_id: number;
  code: string;
  diagnosis: string;
  active: 0 | 1;
  order: number | null;
}

/** Numbers active entries from 1 in their order and puts inactive ones after them with no order. */
export function renumberDiagnoses(entries: readonly DiagnosisEntry[]): DiagnosisEntry[] {
  const active = entries.filter((entry) => entry.active === 1).map((entry, index) => ({ ...entry, order: index + 1 }));
  const inactive = entries.filter((entry) => entry.active === 0).map((entry) => ({ ...entry, order: null }));
  return [...active, ...inactive];
}

/** Adds a diagnosis at the end of the active ones; an already-active one is not added twice. */
export function addDiagnosis(entries: readonly DiagnosisEntry[], found: Diagnosis): DiagnosisEntry[] {
  if (entries.some((entry) => entry.entity_id === found.id && entry.active === 1)) return [...entries];
  const others = entries.filter((entry) => entry.entity_id !== found.id);
  const activeCount = others.filter((entry) => entry.active === 1).length;
  const added: DiagnosisEntry = {
    entity_id: found.id,
    code: found.code,
    diagnosis: found.diagnosis,
    active: 1,
    order: activeCount + 1,
  };
  const active = others.filter((entry) => entry.active === 1);
  const inactive = others.filter((entry) => entry.active === 0);
  return renumberDiagnoses([...active, added, ...inactive]);
}

/** Removes a diagnosis: it stays in the list as inactive, with no order. */
export function removeDiagnosis(entries: readonly DiagnosisEntry[], entityId: number): DiagnosisEntry[] {
  return renumberDiagnoses(
    entries.map((entry) => (entry.entity_id === entityId ? { ...entry, active: 0 as const } : entry)),
  );
}

/** Moves an active diagnosis one place up (-1) or down (1); the ends stay put. */
export function moveDiagnosis(entries: readonly DiagnosisEntry[], entityId: number, step: -1 | 1): DiagnosisEntry[] {
  const active = entries.filter((entry) => entry.active === 1);
  const from = active.findIndex((entry) => entry.entity_id === entityId);
  const to = from + step;
  const moving = active[from];
  const other = active[to];
  if (from < 0 || !moving || !other) return [...entries];
  active[from] = other;
  active[to] = moving;
  return renumberDiagnoses([...active, ...entries.filter((entry) => entry.active === 0)]);
}

/**
 * The body of the diagnosis PATCH: the whole list after the change, and the links that differ from what the server
 * holds (added, moved, or removed).
 */
export function buildDiagnosisUpdate(saved: readonly DiagnosisEntry[], edited: readonly DiagnosisEntry[]) {
  const toLink = (entry: DiagnosisEntry): DiagnosisLinkUpdate => ({
    entity_id: entry.entity_id,
    entity_type: 'diagnosis',
    order: entry.order,
    active: entry.active,
  });
  const before = new Map(saved.map((entry) => [entry.entity_id, entry]));
  const changed = edited.filter((entry) => {
    const old = before.get(entry.entity_id);
    return !old || old.active !== entry.active || old.order !== entry.order;
  });
  return { patientProperties: edited.map(toLink), propertiesToUpdate: changed.map(toLink) };
}
