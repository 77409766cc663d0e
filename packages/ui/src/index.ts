// Layout

export type { AppShellProps } from './AppShell.tsx';
export { AppShell } from './AppShell.tsx';
export type { CheckboxFieldProps } from './CheckboxField.tsx';
export { CheckboxField } from './CheckboxField.tsx';
export type { CodeFieldProps } from './CodeField.tsx';
export { CodeField } from './CodeField.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { DateFieldProps } from './DateField.tsx';
export { DateField } from './DateField.tsx';
export type { DeveloperBarProps } from './DeveloperBar.tsx';
export { DeveloperBar } from './DeveloperBar.tsx';
// Dialogs and toasts
export { DIALOG_WIDTH } from './dialogWidth.ts';
export type { EmptyStateProps } from './EmptyState.tsx';
// States
export { EmptyState } from './EmptyState.tsx';
export type { ErrorStateProps } from './ErrorState.tsx';
export { ErrorState } from './ErrorState.tsx';
export type { FieldFrameProps } from './FieldFrame.tsx';
// Fields
export { FieldFrame } from './FieldFrame.tsx';
export type { FormDialogProps } from './FormDialog.tsx';
export { FormDialog } from './FormDialog.tsx';
export type { OrganizationGroup, OrganizationOption, OrganizationRecord } from './groupOrganizations.ts';
export { groupOrganizations } from './groupOrganizations.ts';
export type { LoadingStateProps } from './LoadingState.tsx';
export { LoadingState } from './LoadingState.tsx';
export type { NotFoundProps } from './NotFound.tsx';
export { NotFound } from './NotFound.tsx';
export type { OrganizationSelectProps } from './OrganizationSelect.tsx';
export { OrganizationSelect } from './OrganizationSelect.tsx';
export type { PageHeaderProps } from './PageHeader.tsx';
export { PageHeader } from './PageHeader.tsx';
export type { PhoneFieldProps, PhoneValue } from './PhoneField.tsx';
export { PhoneField } from './PhoneField.tsx';
export type { PhoneCountry } from './phoneCountries.ts';
export { MFA_PHONE_COUNTRIES } from './phoneCountries.ts';
export type { SelectFieldProps, SelectOption } from './SelectField.tsx';
export { SelectField } from './SelectField.tsx';
export type { SideMenuItem, SideMenuProps } from './SideMenu.tsx';
export { SideMenu } from './SideMenu.tsx';
export type { SpinnerProps } from './Spinner.tsx';
export { Spinner } from './Spinner.tsx';
export type { SwitchFieldProps } from './SwitchField.tsx';
export { SwitchField } from './SwitchField.tsx';
export type { TextFieldProps } from './TextField.tsx';
export { TextField } from './TextField.tsx';
export type { ToastApi, ToastMessage, ToastSeverity } from './ToastContext.ts';
export type { ToastProviderProps } from './ToastProvider.tsx';
export { ToastProvider } from './ToastProvider.tsx';
export type { TopMenuLink, TopMenuProps } from './TopMenu.tsx';
export { TopMenu } from './TopMenu.tsx';
export type { LanguageOption } from './UserMenu.tsx';
export type { FieldIds } from './useFieldIds.ts';
export { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';
export { useToast } from './useToast.ts';
