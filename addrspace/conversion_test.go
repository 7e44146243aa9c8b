package addrspace

import "testing"

func TestConversionSpellings(t *testing.T) {
	for name, want := range map[string]string{
		"__to_global":                                          "global",
		"_Z9to_globalPU3AS4v":                                  "global",
		"_Z8to_localPU3AS4Kv":                                  "local",
		"_Z10to_privatePU3AS4v":                                "private",
		"__builtin_IB_to_local":                                "local",
		"__builtin_IB_to_private":                              "private",
		"_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi":     "global",
		"_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4ci": "local",
		"_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePvi":    "private",
		"__spirv_GenericCastToPtrExplicit_ToLocal":             "local",
		"_Z33__spirv_GenericCastToPtr_ToGlobalPvi":             "global",
		"to_global":                   "",
		"__to_globalx":                "",
		"_Z9to_global":                "",
		"_Z21__builtin_IB_to_localPv": "local",
		"__builtin_IB_to_shared":      "",
		"_Z99to_global":               "",
		"__spirv_GenericCastToPtrExplicit_ToGlobalX": "",
	} {
		got, ok := Conversion(name)
		if got != want || ok != (want != "") {
			t.Errorf("Conversion(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
}
