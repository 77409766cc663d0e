/** Props of {@link DeveloperBar}. */
export interface DeveloperBarProps {
  /** Environment name from the runtime configuration, e.g. `development`, `staging`, `sandbox`. */
  environment: string;
  /** The text to show; the environment name when absent. */
  label?: string;
}

/** A coloured strip naming the environment, so nobody mistakes a test portal for the production one. */
export function DeveloperBar({ environment, label }: DeveloperBarProps) {
  return (
    <div className="cc-developer-bar" data-environment={environment}>
      {label ?? environment}
    </div>
  );
}
