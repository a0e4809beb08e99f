import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

describe('the profile calls in the OpenAPI document', () => {
  const t = useTestApp();

  it('documents every call of this area, with its request and its answers', async () => {
    const { paths } = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const calls: [string, string][] = [
      ['post', '/v1/File'],
      ['post', '/v1/Participant/edit-participant-info'],
      ['post', '/v1/Participant/edit-documents'],
      ['post', '/v1/Admin/set-participant-document-status'],
      ['post', '/v1/Admin/paged-notifications'],
      ['delete', '/v1/Admin/notification/{id}'],
      ['patch', '/v1/Admin/notification/read'],
      ['get', '/v1/Admin/notification/unread'],
    ];
    for (const [method, path] of calls)
      expect(paths[path]?.[method]?.responses?.['200'], `${method} ${path}`).toBeDefined();
    expect(Object.keys(paths['/v1/File'].post.responses)).toEqual(
      expect.arrayContaining(['200', '413', '415']),
    );
    const documents =
      paths['/v1/Participant/edit-documents'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(documents.properties)).toEqual([
      'participantId',
      'medicalCertificateFileId',
      'medicalCertificateStartDate',
      'medicalCertificateEndDate',
      'insurancePolicyFileId',
      'insurancePolicyStartDate',
      'insurancePolicyEndDate',
    ]);
    expect(documents.required).toEqual(['participantId']);
  });
});
