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
; Saved games open with the app by double-click ([Registry] below): Explorer is told to refresh.
ChangesAssociations=yes

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

[Registry]
; The saved-game types: .morra and .myra are the app's own; .pgn is chess's as well, so the app
; is only offered for it ("Open with"), never made its default. HKA: per user or per machine,
; as the install is.
Root: HKA; Subkey: "Software\Classes\.morra"; ValueType: string; ValueName: ""; ValueData: "MorraSuite.MorraGame"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.morra\OpenWithProgids"; ValueType: string; ValueName: "MorraSuite.MorraGame"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\MorraSuite.MorraGame"; ValueType: string; ValueName: ""; ValueData: "Morra game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\MorraSuite.MorraGame\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\MorraSuite.MorraGame\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.myra"; ValueType: string; ValueName: ""; ValueData: "MorraSuite.MyraGame"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.myra\OpenWithProgids"; ValueType: string; ValueName: "MorraSuite.MyraGame"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\MorraSuite.MyraGame"; ValueType: string; ValueName: ""; ValueData: "Myra game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\MorraSuite.MyraGame\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\MorraSuite.MyraGame\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.pgn\OpenWithProgids"; ValueType: string; ValueName: "MorraSuite.MillGame"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\MorraSuite.MillGame"; ValueType: string; ValueName: ""; ValueData: "Mill game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\MorraSuite.MillGame\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\MorraSuite.MillGame\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
