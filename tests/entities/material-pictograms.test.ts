/** The shop's pictogram names say what the fake mall's SDS says (GB 30000.1): GHS04 is 加压气体, not 压缩气体. */
import { describe, expect, it } from 'vitest';
import { PICTOGRAMS } from '../../mocks/hazard-data.ts';
import { PICTOGRAM_NAME } from '../../src/entities/material/model/hazard.ts';

describe('pictogram names', () => {
  it('GHS04 is 加压气体 in the shop and in the fake mall', () => {
    expect(PICTOGRAM_NAME.GHS04).toBe('加压气体');
    expect(PICTOGRAMS.GHS04.name).toBe('加压气体');
  });
});
