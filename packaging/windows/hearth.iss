; Inno Setup script for Hearth's Windows installer. Built by packaging/windows/build_installer.py,
; which passes the defines below (all from pyproject.toml and app/system/version.py, so nothing here
; repeats a version); see packaging/README.md for why Inno Setup and what each choice does.
;
;   iscc /DAppVersion=0.1.0 /DFileVersion=0.1.0.0 /DAppId={{...} /DBundleDir=dist\Hearth
;        /DRepoDir=. /DOutputDir=dist /DOutputName=Hearth-0.1.0-windows-x64-setup hearth.iss

#ifndef AppVersion
  #error AppVersion is not defined: build with packaging/windows/build_installer.py
#endif
#define AppName "Hearth"
#define AppExe "Hearth.exe"
#ifndef InstallRoot
  ; {autopf} is %LOCALAPPDATA%\Programs in a per-user install. Only the Wine harness's build overrides
  ; it with the same folder spelled out: Wine 10 cannot expand FOLDERID_UserProgramFiles ("Failed to
  ; expand shell folder constant autopf").
  #define InstallRoot "{autopf}"
#endif

[Setup]
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#Publisher}
AppCopyright=Copyright (C) {#Publisher}
VersionInfoVersion={#FileVersion}
VersionInfoProductVersion={#FileVersion}
VersionInfoProductTextVersion={#AppVersion}
; Per-user install, no administrator rights, no UAC prompt: Program Files becomes
; %LOCALAPPDATA%\Programs\Hearth and the Start-menu entry the user's own.
PrivilegesRequired=lowest
DefaultDirName={#InstallRoot}\{#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
; The bundle is x64 only (ORT GenAI WinML, x64 Python).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
#ifndef MinWindows
  ; Windows 10 1809+: DirectML and the WinML runtime bits ORT GenAI ships need it. Only the Wine harness
  ; lowers it: Wine 10 shows this 32-bit setup Windows 8 (6.2.9200) through GetVersionEx, although its
  ; own programs, 32-bit ones included, report 10.0.19043.
  #define MinWindows "10.0.17763"
#endif
MinVersion={#MinWindows}
SetupIconFile={#RepoDir}\resources\icons\hearth.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
; Close a running Hearth (Restart Manager) before replacing or removing its files.
CloseApplications=yes
RestartApplications=no
#ifndef Compression
  ; What ships. Only the Wine harness's CI round trip compiles faster (lzma2/fast: the same decompressor,
  ; minutes less of a 2-core CI run); the installer's size is measured with this one (bench/windows.py).
  #define Compression "lzma2/max"
#endif
Compression={#Compression}
SolidCompression=yes
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
SetupLogging=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the program folder's bundle wholesale, so files a newer Hearth no longer
; ships (an old DLL) cannot shadow the new ones. The person's data is elsewhere (see [Code]).
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; AppUserModelID: "{#BundleId}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; AppUserModelID: "{#BundleId}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
{ Conversations, models, settings and logs live in %LOCALAPPDATA%\Hearth (platformdirs), outside
  the program folder, so uninstalling keeps them unless the person asks: the question defaults to
  No, and a silent uninstall deletes them only with /DELETEUSERDATA. }

function UserDataDir(): String;
begin
  Result := ExpandConstant('{localappdata}\{#AppName}');
end;

function AskedToDeleteUserData(): Boolean;
var
  I: Integer;
begin
  Result := False;
  for I := 1 to ParamCount do
    if CompareText(ParamStr(I), '/DELETEUSERDATA') = 0 then
      Result := True;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Remove: Boolean;
begin
  if (CurUninstallStep = usPostUninstall) and DirExists(UserDataDir()) then
  begin
    if UninstallSilent() then
      Remove := AskedToDeleteUserData()
    else
      Remove := MsgBox('Also delete your Hearth conversations, downloaded models and settings?' + #13#10#13#10 +
                       'They are in ' + UserDataDir() + '.' + #13#10 +
                       'Choose No to keep them: installing Hearth again will find them.',
                       mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES;
    if Remove then
    begin
      Log('Deleting the user data in ' + UserDataDir());
      if not DelTree(UserDataDir(), True, True, True) then
        Log('Could not delete all of ' + UserDataDir());
    end
    else
      Log('Keeping the user data in ' + UserDataDir());
  end;
end;
