import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * Multipart bodies as a browser sends them. Under jsdom, FormData, Blob and File are jsdom's, which Node's fetch
 * cannot serialise (a jsdom File goes out as "[object File]" or loses its name), so a test that sends files and
 * reads them back in a handler uses Node's own classes for its duration (undone by vi.unstubAllGlobals()).
 */
export async function useNodeMultipart(): Promise<void> {
  const probe = new Request('http://probe/', {
    method: 'POST',
    body: 'a=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const NodeFormData = (await probe.formData()).constructor as typeof FormData;
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
}
