import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { auditSpeechClientRead } from '../../speech/auditSpeechClientRead.ts';
import { prepareSpeechUrl } from '../../speech/prepareSpeechUrl.ts';
import { resolveVertexTexts } from '../../speech/resolveVertexTexts.ts';

/** `POST /bot/speech/question`: the address of a vertex's question (a say's message), with the client's values. */
export function registerSpeechQuestion(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.speechQuestion, async ({ body }, context) => {
    const { requireAuth, services, audit } = context;
    const organizationId = requireOrganizationId(requireAuth());
    const { language, texts } = await resolveVertexTexts(services.db, { ...body, organizationId });
    await auditSpeechClientRead(audit, body);
    const text = texts.question ?? texts.requestMessage;
    if (text === undefined) throw new HttpError(400, 'VERTEX_HAS_NO_TEXT', `Vertex ${body.vertex} asks no question`);
    return { url: await prepareSpeechUrl({ ...services, log: context.request.log }, language, text) };
  });
}
