import type { FastifyInstance } from 'fastify';
import { AddressDto } from '../../../src-domain/profile/address.dto';
import { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { validateBody } from '../validate-body';
import { toAddressResource, toBankResource, toEmploymentResource, toUserDetailsResource } from './profile.resources';
import type { ProfileService } from './profile.service';
import { recordIdParam } from './record-id.param';

type WithId = { Params: { id: string } };

/**
 * The borrower's profile (spec §7, "User"): details, addresses, banks and employments. Every route
 * needs a signed-in user and works on that user's records only; bodies are validated with the
 * domain's DTO classes, so unknown fields are refused (422), never stored.
 */
export function registerProfileRoutes(app: FastifyInstance, deps: { profile: ProfileService }): void {
  const { profile } = deps;
  const auth = { preHandler: app.requireUser };
  const actor = (request: Parameters<typeof authenticated>[0]) => ({ userId: authenticated(request).user.id });

  app.get('/api/user_details', auth, async (request) => {
    const { user } = authenticated(request);
    const details = await profile.details(user.id);
    return { data: details ? toUserDetailsResource(details, user.phone) : null };
  });

  app.post('/api/user_details', auth, async (request, reply) => {
    const input = await validateBody(UserDetailsDto, request.body);
    const details = await profile.createDetails(actor(request), input);
    return reply.code(201).send({ data: toUserDetailsResource(details, authenticated(request).user.phone) });
  });

  app.post<WithId>('/api/update_user_detail/:id', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(UserDetailsUpdateDto, request.body);
    return { data: toUserDetailsResource(await profile.updateDetails(actor(request), id, input), authenticated(request).user.phone) };
  });

  app.get('/api/addresses', auth, async (request) => ({ data: (await profile.addresses(actor(request).userId)).map(toAddressResource) }));

  app.post('/api/addresses', auth, async (request, reply) => {
    const input = await validateBody(AddressDto, request.body);
    return reply.code(201).send({ data: toAddressResource(await profile.addAddress(actor(request), input)) });
  });

  app.put<WithId>('/api/addresses/:id', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(AddressDto, request.body);
    return { data: toAddressResource(await profile.updateAddress(actor(request), id, input)) };
  });

  app.get('/api/banks', auth, async (request) => ({ data: (await profile.banks(actor(request).userId)).map(toBankResource) }));

  app.post('/api/banks', auth, async (request, reply) => {
    const input = await validateBody(BankAccountDto, request.body);
    return reply.code(201).send({ data: toBankResource(await profile.addBank(actor(request), input)) });
  });

  app.put<WithId>('/api/banks/:id', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(BankAccountUpdateDto, request.body);
    return { data: toBankResource(await profile.updateBank(actor(request), id, input)) };
  });

  app.get('/api/user_employments', auth, async (request) => ({
    data: (await profile.employments(actor(request).userId)).map(toEmploymentResource),
  }));

  app.post('/api/user_employments', auth, async (request, reply) => {
    const input = await validateBody(EmploymentDto, request.body);
    return reply.code(201).send({ data: toEmploymentResource(await profile.addEmployment(actor(request), input)) });
  });

  app.put<WithId>('/api/user_employments/:id', auth, async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(EmploymentDto, request.body);
    return { data: toEmploymentResource(await profile.updateEmployment(actor(request), id, input)) };
  });
}
