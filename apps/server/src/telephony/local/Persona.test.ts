import { describe, expect, it } from 'vitest';
import { buildDemoClients } from '../../demo/demoClients.ts';
import { buildDemoPersonas, toDialKey } from './Persona.ts';

describe('buildDemoPersonas', () => {
  const clients = buildDemoClients();
  const personas = buildDemoPersonas(clients);

  it('reaches a demo client on every demo phone, in that client’s own language', () => {
    for (const client of clients) {
      for (const phone of client.phones) {
        const persona = personas.get(toDialKey(`+${phone.countryCode} ${phone.number}`));
        const owner = clients.find(
          (other) =>
            `${other.firstName} ${other.lastName}` === persona?.name &&
            other.phones.some((its) => its.countryCode === phone.countryCode && its.number === phone.number),
        );
        expect(owner).toBeDefined();
        expect(persona?.language).toBe(owner?.language === 'es-US' ? 'es-US' : 'en-US');
      }
    }
    const first = clients[0]?.phones[0];
    expect(personas.get(toDialKey(`${first?.countryCode}${first?.number}`))?.name).toBe('Margaret Johnson');
  });

  it('has demo clients for each way a call can go', () => {
    const behaviours = new Set([...personas.values()].map((persona) => persona.behaviour));
    expect([...behaviours].sort()).toEqual(['answers', 'busy', 'failed', 'no-answer']);
  });
});
