import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignOfferDto } from '../../../src-domain/agreements/sign-offer.dto';
import type { OfferDocumentKind } from '../../services/documents/lender-documents';
import { HttpError } from '../http-error';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import { requestReference } from '../loans/loan.service';
import { toDocumentResource, toOfferResource } from './agreement.resources';
import type { AgreementService } from './agreement.service';

type WithId = { Params: { id: string } };
type WithDocument = { Params: { id: string; kind: string } };

const DOCUMENT_KINDS: readonly string[] = ['pre-contract', 'explanations', 'agreement'] satisfies OfferDocumentKind[];

/** The kind named in the path, or a 404 (an unknown kind names no document, as an unknown id does). */
function kindParam(value: string): OfferDocumentKind {
  if (!DOCUMENT_KINDS.includes(value)) throw new HttpError(404, 'Not Found.');
  return value as OfferDocumentKind;
}

/** A PDF to keep: downloaded, never cached by a browser or a proxy on the way. */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Offers and their signature (docs/design/agreements.md §4). Every route needs a signed-in borrower
 * and reads only that borrower's offers: another borrower's id is a 404 that says nothing more.
 */
export function registerAgreementRoutes(app: FastifyInstance, deps: { agreements: AgreementService }): void {
  const { agreements } = deps;
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;

  app.get<WithId>('/api/v1/offers/:id', auth, async (request) => ({ data: toOfferResource(await agreements.offerOf(userOf(request), recordIdParam(request.params.id))) }));

  app.get<WithDocument>('/api/v1/offers/:id/documents/:kind', auth, async (request) => {
    const kind = kindParam(request.params.kind);
    return { data: toDocumentResource(kind, await agreements.document(userOf(request), recordIdParam(request.params.id), kind)) };
  });

  app.get<WithDocument>('/api/v1/offers/:id/documents/:kind.pdf', auth, async (request, reply) => {
    const id = recordIdParam(request.params.id);
    const kind = kindParam(request.params.kind);
    const paper = await agreements.document(userOf(request), id, kind);
    return sendPdf(reply, paper.pdf, `${requestReference(paper.requestId)}-${kind}.pdf`);
  });

  app.post<WithId>('/api/v1/offers/:id/signing-code', auth, async (request) => {
    const sent = await agreements.sendSigningCode(userOf(request), recordIdParam(request.params.id));
    return { data: { phone_masked: sent.phoneMasked, expires_in: sent.expiresInSeconds, resend_after: sent.resendAfterSeconds } };
  });

  app.post<WithId>('/api/v1/offers/:id/sign', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(SignOfferDto, request.body);
    const userAgent = request.headers['user-agent'] ?? '';
    const signed = await agreements.sign(userOf(request), id, input, { ipAddress: request.ip, userAgent });
    return { data: { offer: toOfferResource(signed.state), loan_id: signed.loanId } };
  });

  app.post<WithId>('/api/v1/offers/:id/decline', auth, async (request) => ({ data: toOfferResource(await agreements.decline(userOf(request), recordIdParam(request.params.id))) }));

  app.get<WithId>('/api/loan/:id/agreement.pdf', auth, async (request, reply) => {
    const { pdf, reference } = await agreements.agreementPdf(userOf(request), recordIdParam(request.params.id));
    return sendPdf(reply, pdf, `${reference}-agreement.pdf`);
  });
}
