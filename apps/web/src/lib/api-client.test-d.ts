import { apiBoolean, apiJson, callUrl } from './api-client';

/*
 * Type tests, checked by `npm run typecheck` (never run): a call bound to the wrong request, reader
 * or answer does not compile. Each @ts-expect-error fails the check if its line starts to compile.
 */
export const wrongPairs = () => [
  // @ts-expect-error the rating takes a JSON body, not a query
  apiJson('POST /v1/Statistic/paged-rating', { query: { year: 2024 } }),
  // @ts-expect-error a sort field is a text, not a number
  apiJson('POST /v1/Statistic/paged-rating', { body: { sort: { fieldName: 1 } } }),
  // @ts-expect-error registration answers the text true or false, not JSON
  apiJson('POST /v1/User/register', { body: { email: 'a@b.ru', password: 'x' } }),
  // @ts-expect-error no such call: the rating is a POST
  apiJson('GET /v1/Statistic/paged-rating'),
  // @ts-expect-error the e-mail is a path parameter and must be given
  apiBoolean('GET /v1/User/forgot-password/{email}', {}),
  // @ts-expect-error a file's id is a text (UUID)
  callUrl('GET /v1/File/{id}', { params: { id: 5 } }),
];

/** And the answer is the contract's type. */
export const rightPair = async (): Promise<number> => {
  const page = await apiJson('POST /v1/Statistic/paged-rating', { body: { year: 2024 } });
  return page.participants.totalCount;
};
