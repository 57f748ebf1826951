import type { CompanySeal, SignatureRecord } from '../../contract/signature.ts';
import { bytesToBase64 } from '../../rules/contracts.ts';

/** 电子签章's fixtures: the demo company's opened seal and the contracts signed with it. */

const COMPANY = '佛山市南海区鑫铝金属材料有限公司';

/** A small stand-in of the sandbox's seal: the ring, the star and the name. */
const SEAL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
  '<circle cx="100" cy="100" r="90" fill="none" stroke="#d0021b" stroke-width="6"/>' +
  '<polygon points="100,70 107,90 128,90 111,103 118,124 100,111 82,124 89,103 72,90 93,90" fill="#d0021b"/>' +
  '<path id="arc" d="M 30 110 A 72 72 0 1 1 170 110" fill="none"/>' +
  `<text fill="#d0021b" font-size="15" font-weight="bold"><textPath href="#arc">${COMPANY}</textPath></text>` +
  '</svg>';

export const sealFixture: CompanySeal = {
  companyName: COMPANY,
  sealImage: `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(SEAL_SVG))}`,
  signerName: '王海峰',
  signerMobile: '13800000001',
  openedAt: '2026-03-16 10:20:00',
};

/** Contracts signed with the seal, newest first. */
export const signatureRecordsFixture: SignatureRecord[] = Array.from({ length: 12 }, (_, i) => ({
  id: 12 - i,
  contractId: 70001 + i,
  contractNo: `HT2026031${String(800 - i).padStart(4, '0')}`,
  orderNo: `DD2026031${String(800 - i).padStart(4, '0')}`,
  signerName: '王海峰',
  signedAt: `2026-03-${String(18 - Math.floor(i / 2)).padStart(2, '0')} ${String(9 + (i % 2) * 5).padStart(2, '0')}:30:00`,
}));
