import type { ComponentType } from 'react';
import type { UserCentreScreen } from '../../routes/table.ts';

/**
 * The user centre's screens, each its own chunk, loaded through this one module: the route
 * table's entry chunk imports the area once (see `areaScreen` in routes/screens.ts).
 */
export const userCentreScreens: Record<UserCentreScreen, () => Promise<ComponentType>> = {
  companyCreate: () =>
    import('./CompanyCreate/CompanyCreatePage.tsx').then((m) => m.CompanyCreatePage),
  companyInfo: () => import('./CompanyInfo/CompanyInfoPage.tsx').then((m) => m.CompanyInfoPage),
  companyStaff: () => import('./CompanyStaff/CompanyStaffPage.tsx').then((m) => m.CompanyStaffPage),
  companyUpdateAdmin: () =>
    import('./CompanyUpdateAdmin/CompanyUpdateAdminPage.tsx').then((m) => m.CompanyUpdateAdminPage),
  fundManage: () => import('./FundManage/FundManagePage.tsx').then((m) => m.FundManagePage),
  companyAddress: () =>
    import('./CompanyAddress/CompanyAddressPage.tsx').then((m) => m.CompanyAddressPage),
  companyInvoicing: () =>
    import('./CompanyInvoicing/CompanyInvoicingPage.tsx').then((m) => m.CompanyInvoicingPage),
  companyAccount: () =>
    import('./CompanyAccount/CompanyAccountPage.tsx').then((m) => m.CompanyAccountPage),
  userUpdatePassword: () =>
    import('./UpdatePassword/UpdatePasswordPage.tsx').then((m) => m.UpdatePasswordPage),
  userSignature: () =>
    import('./UserSignature/UserSignaturePage.tsx').then((m) => m.UserSignaturePage),
};
