; Inno Setup script: wraps the PyInstaller folder dist\morra-suite\ into one setup .exe with a
; Start-menu entry, an optional (default on) desktop shortcut and an uninstaller.
; On Windows, after `python -m PyInstaller --noconfirm packaging\morra-suite.spec`:
;     iscc packaging\windows\morra-suite.iss
; writes dist\morra-suite-<version>-setup.exe. Keep AppVersion equal to pyproject.toml (a test checks),
; or pass it: iscc /DAppVersion=0.2.0 packaging\windows\morra-suite.iss

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Morra Suite"
#define AppExe "morra-suite.exe"

[Setup]
; The AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{6C1F3C52-3B7E-4D0A-9E35-2F8D7A41C9B3}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Morra Suite developers
AppPublisherURL=https://github.com/morrasuite/morra-suite
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install without admin rights is offered too.
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=morra-suite-{#AppVersion}-setup
SetupIconFile=morra-suite.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\morra-suite\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
