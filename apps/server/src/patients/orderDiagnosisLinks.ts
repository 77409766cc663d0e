/** A diagnosis link's place in a client's list, before or after a change. */
export interface DiagnosisLinkState {
  entityId: number;
  active: 0 | 1;
  order: number | null;
  /** Whether this request changed the link: on equal orders a changed link goes first (it was just put there). */
  changed: boolean;
}

/**
 * Renumbers a client's diagnoses after a change: active links get orders 1, 2, 3... in the order asked
 * for (links without an order go last, ties broken by the change, then by entity id), inactive links get null and
 * come after. Pure, so the rule is tested on its own.
 */
export function orderDiagnosisLinks(links: readonly DiagnosisLinkState[]): DiagnosisLinkState[] {
  const active = links
    .filter((link) => link.active === 1)
    .sort(
      (a, b) =>
        (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
        Number(b.changed) - Number(a.changed) ||
        a.entityId - b.entityId,
    )
    .map((link, index) => ({ ...link, order: index + 1 }));
  const inactive = links
    .filter((link) => link.active === 0)
    .sort((a, b) => a.entityId - b.entityId)
    .map((link) => ({ ...link, order: null }));
  return [...active, ...inactive];
}
