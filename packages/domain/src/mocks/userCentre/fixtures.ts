import type { Certification, CompanyCertForm } from '../../contract/userCentre.ts';

/** A form as a user sends it: a real unified social credit code with its check character. */
export const certFormFixture: CompanyCertForm = {
  companyName: '佛山市南海区华铝金属制品有限公司',
  creditCode: '91350100M000100Y43',
  legalPerson: '王建国',
  licenceFileId: 501,
  licenceFileName: '营业执照.png',
  contactName: '李敏',
  contactPhone: '13912345678',
};

/** The certification in each state (CERTIFICATION_STATES). */
export const certificationFixtures = {
  none: { company: null, state: 0, form: null, rejectReason: null, submittedAt: null },
  pending: {
    company: null,
    state: 1,
    form: certFormFixture,
    rejectReason: null,
    submittedAt: '2026-03-17 15:20:00',
  },
  rejected: {
    company: null,
    state: 3,
    form: certFormFixture,
    rejectReason: '营业执照照片模糊，请上传清晰的原件照片',
    submittedAt: '2026-03-16 09:05:00',
  },
  verified: {
    company: {
      companyName: certFormFixture.companyName,
      creditCode: certFormFixture.creditCode,
      contactName: certFormFixture.contactName,
      contactPhone: certFormFixture.contactPhone,
    },
    state: 2,
    form: certFormFixture,
    rejectReason: null,
    submittedAt: '2026-03-10 11:30:00',
  },
} as const satisfies Record<string, Certification>;
