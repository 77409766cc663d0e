/** An organization as the session and `/admin/organization` describe it. */
export interface OrganizationRecord {
  id: number;
  name: string;
  /** The parent organization's id; null or absent for a top-level organization. */
  parent_id?: number | null;
}

/** One selectable organization. */
export interface OrganizationOption {
  label: string;
  value: number;
}

/** A parent organization and the organizations under it, the parent first. */
export interface OrganizationGroup {
  label: string;
  items: OrganizationOption[];
}

const byName = (a: OrganizationRecord, b: OrganizationRecord) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

/**
 * Groups the user's organizations under their top-most ancestor that the user also has, sorted by name with the
 * parent first in its group; an organization whose parent the user lacks heads its own group.
 */
export function groupOrganizations(
  organizations: readonly OrganizationRecord[],
  options: { showIds?: boolean } = {},
): OrganizationGroup[] {
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  const rootOf = (organization: OrganizationRecord): OrganizationRecord => {
    const path = [organization];
    let current = organization;
    for (;;) {
      const parent = current.parent_id == null ? undefined : byId.get(current.parent_id);
      if (!parent) return current;
      const seenAt = path.indexOf(parent);
      // A cycle in the data: every member roots at the same one (the lowest id), so each appears once.
      if (seenAt !== -1)
        return path.slice(seenAt).reduce((lowest, member) => (member.id < lowest.id ? member : lowest));
      path.push(parent);
      current = parent;
    }
  };

  const groups = new Map<number, { root: OrganizationRecord; members: OrganizationRecord[] }>();
  for (const organization of organizations) {
    const root = rootOf(organization);
    const group = groups.get(root.id);
    if (group) group.members.push(organization);
    else groups.set(root.id, { root, members: [organization] });
  }

  const toOption = (organization: OrganizationRecord): OrganizationOption => ({
    label: options.showIds ? `${organization.name} (${organization.id})` : organization.name,
    value: organization.id,
  });

  return [...groups.values()]
    .sort((a, b) => byName(a.root, b.root))
    .map(({ root, members }) => ({
      label: root.name,
      items: [root, ...members.filter((organization) => organization !== root).sort(byName)].map(toOption),
    }));
}
