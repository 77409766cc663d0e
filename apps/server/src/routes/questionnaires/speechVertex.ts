import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { auditSpeechClientRead } from '../../speech/auditSpeechClientRead.ts';
import { prepareSpeechUrl } from '../../speech/prepareSpeechUrl.ts';
import { resolveVertexTexts } from '../../speech/resolveVertexTexts.ts';

/** `POST /bot/speech/vertex`: the address of every text a vertex speaks, keyed as the editor's players expect. */
export function registerSpeechVertex(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.speechVertex, async ({ body }, context) => {
    const { requireAuth, services, audit } = context;
    const organizationId = requireOrganizationId(requireAuth());
    const { language, texts } = await resolveVertexTexts(services.db, { ...body, organizationId });
    await auditSpeechClientRead(audit, body);
    const urlsMap: Record<string, string> = {};
    for (const [name, text] of Object.entries(texts))
      urlsMap[name] = await prepareSpeechUrl({ ...services, log: context.request.log }, language, text);
    return { urlsMap };
  });
}
