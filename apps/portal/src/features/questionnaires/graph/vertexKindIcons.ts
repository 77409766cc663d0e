import type { VertexKind } from '@carecall/graph-core';

/**
 * The icon of each vertex kind (primeicons), shown with the kind's label and colour so kinds stay distinct for
 * readers who cannot tell the colours apart.
 */
export const VERTEX_KIND_ICONS: Record<VertexKind, string> = {
  say: 'pi pi-comment',
  ask: 'pi pi-question-circle',
  recording: 'pi pi-volume-up',
  dynamic: 'pi pi-sitemap',
  embedded: 'pi pi-clone',
  hot_transfer: 'pi pi-phone',
  date_of_birth_validation: 'pi pi-calendar',
  zip_code_validation: 'pi pi-map-marker',
  terminate_call: 'pi pi-power-off',
  placeholder: 'pi pi-plus',
};
